// Downloads a file an authenticated call answers (CSV exports): the bearer token rules out a
// plain link, so the file is fetched, then saved under the name the server gives. Shared by the
// candidate export (company) and the hiring reports.
import { apiErrorSchema } from '@talentpool/domain/errors';
import { errorMessage } from '@talentpool/domain/messages';
import { ApiError, buildUrl, type Query } from './api';
import { currentLanguage } from './i18n';
import { getSession } from './session';

export async function downloadFile(
  path: string,
  query: Query,
  fallbackName: string,
): Promise<void> {
  const token = getSession().token;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      headers: {
        'X-Lang': currentLanguage(),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    });
  } catch {
    throw new ApiError(0, 'NETWORK', errorMessage('NETWORK', currentLanguage()));
  }
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(await response.json().catch(() => null));
    throw parsed.success
      ? new ApiError(response.status, parsed.data.code, parsed.data.error)
      : new ApiError(response.status, 'INTERNAL', errorMessage('INTERNAL', currentLanguage()));
  }
  const blob = await response.blob();
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    fallbackName;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
