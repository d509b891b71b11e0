// Server calls of the job-seeker profile (issue 4): GET user/{id}, GET public/user/{id},
// PUT user, picture and CV uploads, export and deletion.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountInput } from '@talentpool/domain/accounts/schemas';
import type { CvProposal } from '@talentpool/domain/cv/profileProposal';
import type {
  PrivacySettings,
  Profile,
  ProfileInput,
  PublicUser,
  User,
} from '@talentpool/domain/profile/schema';
import { api, ApiError, buildUrl } from '../../lib/api';
import { currentLanguage } from '../../lib/i18n';
import { getSession } from '../../lib/session';

export const userQueryKey = (id: string | null) => ['profile', 'user', id] as const;
export const publicUserQueryKey = (id: string | null) => ['profile', 'public', id] as const;

/** Errors a retry cannot fix: not allowed, unknown id. */
const retryable = (count: number, error: unknown) =>
  count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export function useUser(id: string | null) {
  return useQuery({
    queryKey: userQueryKey(id),
    queryFn: ({ signal }) => api.get<User>(`user/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: Boolean(id),
    retry: retryable,
  });
}

export function usePublicUser(id: string | null, enabled = true) {
  return useQuery({
    queryKey: publicUserQueryKey(id),
    queryFn: ({ signal }) =>
      api.get<PublicUser>(`public/user/${encodeURIComponent(id ?? '')}`, { signal, token: null }),
    enabled: enabled && Boolean(id),
    retry: retryable,
  });
}

/** Issue 37: what the person's own CV said, to start their new profile form from (or null). */
export function useCvProposal(enabled: boolean) {
  return useQuery({
    queryKey: ['profile', 'cvProposal'] as const,
    queryFn: ({ signal }) => api.get<CvProposal>('user/cv-proposal', { signal }),
    enabled,
    retry: retryable,
    // The proposal is read once for the form: a later refetch must not reset what was typed.
    staleTime: Infinity,
  });
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: ProfileInput | Profile) => api.put<User>('user', profile),
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryKey(user._id), user);
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
    },
  });
}

/** decisions.md 13 (setPrivacy): who finds the job seeker and who sees their contact details. */
export function useSetPrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PrivacySettings) => api.put<User>('user/privacy', settings),
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryKey(user._id), user);
    },
  });
}

function fileForm(field: string, file: File): FormData {
  const form = new FormData();
  form.append(field, file);
  return form;
}

export function useUploadPicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => api.patch<{ url: string }>('user/uploadImg', fileForm('pic', file)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['profile'] }),
  });
}

export function useUploadCv() {
  return useMutation({
    mutationFn: (file: File) => api.patch<{ url: string }>('user/uploadCv', fileForm('cv', file)),
  });
}

/** Fetches a protected file (an uploaded CV) with the session's token. */
async function fetchBlob(path: string): Promise<Blob> {
  const headers: Record<string, string> = { 'X-Lang': currentLanguage() };
  const { token } = getSession();
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(path, { headers });
  if (!res.ok) throw new ApiError(res.status, res.status === 403 ? 'FORBIDDEN' : 'NOT_FOUND', '');
  return res.blob();
}

function saveBlob(blob: Blob, fileName: string | null): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  if (fileName) link.download = fileName;
  else link.target = '_blank';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Opens an uploaded CV PDF (the link needs the bearer token, so it is fetched first). */
export async function openUploadedCv(url: string): Promise<void> {
  saveBlob(await fetchBlob(url), null);
}

export async function downloadOwnData(): Promise<void> {
  const data = await api.get<unknown>('user/export');
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  saveBlob(blob, 'talentpool-my-data.json');
}

/** DELETE user (decisions.md 14): the password, and the second factor's code where it is on. */
export function deleteOwnAccount(body: DeleteAccountInput): Promise<void> {
  return api.delete<undefined>('user', { body }).then(() => undefined);
}

/** The address of the shareable public profile of a user, on this site. */
export function shareableLink(id: string): string {
  return `${window.location.origin}/viewProfile/${id}`;
}

export const isUploadedFileUrl = (url: string | null | undefined): url is string =>
  Boolean(url && url.startsWith(buildUrl('files/')));
