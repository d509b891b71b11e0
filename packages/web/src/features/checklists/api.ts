// Server calls of the checklists feature (issue 8). The card list and its query key live with
// the shared DescriptionCards component, which the company profile page shows too.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeadershipStyle } from '@talentpool/domain/checklists/items';
import type {
  CandidatePage,
  DescriptionCard,
  DescriptionCardInput,
} from '@talentpool/domain/checklists/schemas';
import { api } from '../../lib/api';
import { descriptionCardsQueryKey } from '../../components/DescriptionCards';

export const candidatesPageSize = 10;

export function useStyleCandidates(style: LeadershipStyle | null, page: number) {
  return useQuery({
    queryKey: ['checklists', 'candidates', style, page],
    queryFn: ({ signal }) =>
      api.get<CandidatePage>('company/candidates', {
        query: { style, page, pageSize: candidatesPageSize },
        signal,
      }),
    enabled: style !== null,
    placeholderData: keepPreviousData,
  });
}

export function useSaveDescriptionCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: DescriptionCardInput) =>
      api.post<DescriptionCard>('company/descriptionCards', card),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: descriptionCardsQueryKey }),
  });
}
