// Issue 41 (decisions.md 20): the offer calls of the web app. createOffer, listApplicationOffers,
// approveOffer, rejectOffer, sendOffer, withdrawOffer, replaceOfferApprover,
// listMyOfferApprovals; the candidate's getOffer, acceptOffer, declineOffer (no session token);
// the letter templates (getOfferLetterTemplates, setOfferLetterTemplate, previewOfferLetter).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Member } from '@talentpool/domain/members/schemas';
import type { Language } from '@talentpool/domain/plain/language';
import type {
  CompanyOffer,
  CreateOfferBody,
  OfferLetterTemplates,
  PublicOffer,
} from '@talentpool/domain/offers/schemas';
import type {
  CompanyApprovals,
  PostingApproval,
  WaitingPostingApproval,
} from '@talentpool/domain/jobs/approval';
import { api, ApiError } from '../../lib/api';

const id = (value: string) => encodeURIComponent(value);
const retryable = (count: number, error: unknown) =>
  count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export const offerKeys = {
  application: (applicationId: string) => ['offers', 'application', applicationId] as const,
  waiting: ['offers', 'waiting'] as const,
  page: (code: string) => ['offers', 'page', code] as const,
  people: (jobId: string, all: boolean) => ['offers', 'people', jobId, all] as const,
  letters: ['offers', 'letters'] as const,
};

export interface WaitingOffer {
  _id: string;
  applicationId: string;
  jobId: string;
  jobTitle: string;
  candidateName: string;
  salary: CompanyOffer['salary'];
  startDate: string;
  createdAt: string;
}

export function useApplicationOffers(applicationId: string) {
  return useQuery({
    queryKey: offerKeys.application(applicationId),
    queryFn: ({ signal }) =>
      api.get<{ offers: CompanyOffer[] }>(`company/applications/${id(applicationId)}/offers`, {
        signal,
      }),
    retry: retryable,
  });
}

/** A page of a waiting list (decisions.md 3: page and pageSize, oldest first). */
export interface WaitingPage {
  total: number;
  page: number;
  pageSize: number;
}

export const waitingPageSize = 20;

export function useWaitingOffers(page: number) {
  return useQuery({
    // Under offerKeys.waiting: an answer invalidates every page.
    queryKey: [...offerKeys.waiting, page] as const,
    queryFn: ({ signal }) =>
      api.get<{ offers: WaitingOffer[] } & WaitingPage>(
        `company/offers/waiting?page=${page}&pageSize=${waitingPageSize}`,
        { signal },
      ),
    retry: retryable,
  });
}

/** The members an approver is chosen from: every active member, else the posting's team. */
export function useApproverCandidates(jobId: string, mayListMembers: boolean) {
  return useQuery({
    queryKey: offerKeys.people(jobId, mayListMembers),
    queryFn: async ({ signal }): Promise<Member[]> => {
      if (mayListMembers) {
        const page = await api.get<{ members: Member[] }>('company/members', {
          query: { page: 1, pageSize: 100 },
          signal,
        });
        return page.members.filter((m) => m.status === 'active' && m.role !== 'interviewer');
      }
      const team = await api.get<{ members: Member[]; candidates?: Member[] }>(
        `company/jobs/${id(jobId)}/team`,
        { signal },
      );
      return (team.candidates ?? team.members).filter((m) => m.role !== 'interviewer');
    },
    staleTime: 60_000,
  });
}

function useRefresh(applicationId: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: offerKeys.application(applicationId) });
    void queryClient.invalidateQueries({ queryKey: offerKeys.waiting });
    void queryClient.invalidateQueries({ queryKey: ['jobs', 'company'] });
  };
}

export function useCreateOffer(applicationId: string) {
  const refresh = useRefresh(applicationId);
  return useMutation({
    mutationFn: (body: CreateOfferBody) =>
      api.post<{ offer: { _id: string; status: string } }>(
        `company/applications/${id(applicationId)}/offers`,
        body,
      ),
    onSuccess: refresh,
  });
}

export function useOfferAction(applicationId: string) {
  const refresh = useRefresh(applicationId);
  return useMutation({
    mutationFn: ({
      offerId,
      action,
      body,
    }: {
      offerId: string;
      action: 'approve' | 'reject' | 'send' | 'withdraw' | 'approvers';
      body?: unknown;
    }) => api.post<{ offer: CompanyOffer }>(`company/offers/${id(offerId)}/${action}`, body ?? {}),
    onSuccess: refresh,
  });
}

/** The candidate's page: the code alone opens it, no session token goes with it. */
export function usePublicOffer(code: string) {
  return useQuery({
    queryKey: offerKeys.page(code),
    queryFn: ({ signal }) =>
      api.get<{ offer: PublicOffer }>(`offers/${id(code)}`, { signal, token: null }),
    retry: retryable,
  });
}

export function useAnswerOffer(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      answer: { kind: 'accept'; fullName: string } | { kind: 'decline'; reason: string },
    ) =>
      answer.kind === 'accept'
        ? api.post<{ offer: PublicOffer }>(
            `offers/${id(code)}/accept`,
            { fullName: answer.fullName, agree: true },
            { token: null },
          )
        : api.post<{ offer: PublicOffer }>(
            `offers/${id(code)}/decline`,
            answer.reason ? { reason: answer.reason } : {},
            { token: null },
          ),
    onSuccess: (data) => queryClient.setQueryData(offerKeys.page(code), data),
  });
}

/** The PDF's address (a plain link: the browser opens it). */
export const offerPdfUrl = (code: string) => `/api/offers/${id(code)}/pdf`;

// --- the company's letter templates (getOfferLetterTemplates, setOfferLetterTemplate,
// previewOfferLetter: owners and admins, offers.settings) ----------------------------------------

export function useOfferLetterTemplates() {
  return useQuery({
    queryKey: offerKeys.letters,
    queryFn: ({ signal }) => api.get<OfferLetterTemplates>('company/offer-letters', { signal }),
    retry: retryable,
  });
}

/** Saves a language's template; `body: null` goes back to the default. */
export function useSaveOfferLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { lang: Language; body: string | null }) =>
      api.put<OfferLetterTemplates>('company/offer-letters', input),
    onSuccess: (data) => queryClient.setQueryData(offerKeys.letters, data),
  });
}

export function usePreviewOfferLetter() {
  return useMutation({
    mutationFn: (input: { lang: Language; body: string }) =>
      api.post<{ letter: string }>('company/offer-letters/preview', input),
  });
}

// --- posting approval (issue 41, decision 271) -------------------------------------------------
// getCompanyApprovals, setCompanyApprovals, listMyPostingApprovals, approvePostingRequest,
// rejectPostingRequest.

export const approvalKeys = {
  settings: ['approvals', 'settings'] as const,
  waiting: ['approvals', 'waiting'] as const,
  members: ['approvals', 'members'] as const,
};

export function useWaitingPostings(page: number) {
  return useQuery({
    // Under approvalKeys.waiting: an answer invalidates every page.
    queryKey: [...approvalKeys.waiting, page] as const,
    queryFn: ({ signal }) =>
      api.get<{ requests: WaitingPostingApproval[] } & WaitingPage>(
        `company/posting-approvals/waiting?page=${page}&pageSize=${waitingPageSize}`,
        { signal },
      ),
    retry: retryable,
  });
}

export function usePostingDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      requestId,
      action,
      reason,
    }: {
      requestId: string;
      action: 'approve' | 'reject';
      reason?: string;
    }) =>
      api.post<{ request: PostingApproval }>(
        `company/posting-approvals/${id(requestId)}/${action}`,
        action === 'reject' ? { reason } : {},
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: approvalKeys.waiting });
      void queryClient.invalidateQueries({ queryKey: ['jobs'] });
    },
  });
}

export function useCompanyApprovals() {
  return useQuery({
    queryKey: approvalKeys.settings,
    queryFn: ({ signal }) => api.get<CompanyApprovals>('company/approvals', { signal }),
    retry: retryable,
  });
}

/** The members an owner or admin may name: active, and allowed to approve (never interviewers). */
export function useApproverMembers() {
  return useQuery({
    queryKey: approvalKeys.members,
    queryFn: async ({ signal }): Promise<Member[]> => {
      const page = await api.get<{ members: Member[] }>('company/members', {
        query: { page: 1, pageSize: 100 },
        signal,
      });
      return page.members.filter((m) => m.status === 'active' && m.role !== 'interviewer');
    },
    retry: retryable,
  });
}

export function useSetCompanyApprovals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (approverIds: string[]) =>
      api.put<CompanyApprovals>('company/approvals', { postings: { approverIds } }),
    onSuccess: (data) => queryClient.setQueryData(approvalKeys.settings, data),
  });
}
