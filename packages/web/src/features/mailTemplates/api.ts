// Decision 130 ("E-mail templates and the mail log"): the calls of the templates settings screen
// and of the application's mail log.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@talentpool/domain/plain/language';
import type {
  ApplicationMailPage,
  MailPreview,
  MailTemplate,
  MailTemplateList,
} from '@talentpool/domain/mailTemplates/schemas';
import type { MailTemplateKey } from '@talentpool/domain/mailTemplates/templates';
import { api } from '../../lib/api';

const templatesKey = ['mailTemplates'] as const;
export const mailsPageSize = 10;

export function useMailTemplates() {
  return useQuery({
    queryKey: templatesKey,
    queryFn: ({ signal }) => api.get<MailTemplateList>('company/mail-templates', { signal }),
    retry: false,
  });
}

export interface TemplateTarget {
  key: MailTemplateKey;
  lang: Language;
}

export function useSaveMailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      key,
      lang,
      subject,
      body,
    }: TemplateTarget & { subject: string; body: string }) =>
      api.put<MailTemplate>(`company/mail-templates/${key}/${lang}`, { subject, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesKey }),
  });
}

export function useResetMailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, lang }: TemplateTarget) =>
      api.delete<MailTemplate>(`company/mail-templates/${key}/${lang}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesKey }),
  });
}

export function usePreviewMailTemplate() {
  return useMutation({
    mutationFn: (input: TemplateTarget & { subject: string; body: string }) =>
      api.post<MailPreview>('company/mail-templates/preview', input),
  });
}

export function useApplicationMails(applicationId: string, page: number) {
  return useQuery({
    queryKey: ['applicationMails', applicationId, page],
    queryFn: ({ signal }) =>
      api.get<ApplicationMailPage>(`company/applications/${applicationId}/mails`, {
        query: { page, pageSize: mailsPageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
