// spec 2 (/CompanyView/Profile), spec 4 (One-time link: request, link generated, Reset clears it)
// and spec 8 (toasts 'Loading...', 'Link generated successfully', 'This email was already
// requested!'). Other failures show their real reason (decisions.md section 8). The public link is
// built from the part of the answer after 'oneTimeLink/' on this host (spec 7). Decision 110:
// for roles the domain's policy lets manage links; anyone else is told so, and a refusal of the
// server (403) is said in the toast with the typed e-mail kept.
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  codeOfLinkUrl,
  generateLinkBodySchema,
  type GenerateLinkBody,
} from '@talentpool/domain/links/schemas';
import { translate } from '@talentpool/domain/messages';
import { RequirePermission } from '../../components/RequirePermission';
import { ApiError } from '../../lib/api';
import { currentLanguage } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { problemText } from '../../lib/problemText';
import { useGenerateLink } from './api';
import './links.css';

interface Generated {
  email: string;
  link: string;
}

async function copyText(text: string, fallbackInput: HTMLInputElement | null): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // Older browsers, or no clipboard permission: copy the selected text of the input.
    fallbackInput?.select();
    if (!document.execCommand('copy')) throw new Error('copy refused');
  }
}

export function LinkRequestPage() {
  const { t } = useTranslation();
  return (
    <RequirePermission
      action="links.manage"
      title={t('links.request.title')}
      notAllowed={t('links.notAllowed')}
      className="page links-page"
    >
      <LinkRequest />
    </RequirePermission>
  );
}

function LinkRequest() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const generate = useGenerateLink();
  const [generated, setGenerated] = useState<Generated | null>(null);
  const linkInput = useRef<HTMLInputElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const emailId = useId();
  const errorId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<GenerateLinkBody>({
    resolver: zodResolver(generateLinkBodySchema),
    defaultValues: { email: '' },
  });

  // The new link is announced by moving the focus to its heading. Reset removes the result (and
  // the focused button with it): the focus goes to the e-mail once the form has re-rendered.
  const hadResult = useRef(false);
  useEffect(() => {
    if (generated) resultHeading.current?.focus();
    else if (hadResult.current) setFocus('email');
    hadResult.current = generated !== null;
  }, [generated, setFocus]);

  const onSubmit = handleSubmit(async ({ email }) => {
    const toastId = notify.loading(t('links.request.loading'));
    try {
      const { url } = await generate.mutateAsync(email);
      const code = codeOfLinkUrl(url);
      if (!code) throw new ApiError(500, 'INTERNAL', translate('error.INTERNAL', lang));
      setGenerated({ email, link: `${window.location.origin}/identification/${code}` });
      notify.success(t('links.request.generated'), toastId);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'LINK_ALREADY_REQUESTED') {
        notify.error(t('links.request.alreadyRequested'), toastId);
        setError('email', { message: t('links.request.alreadyRequested') });
      } else if (err instanceof ApiError) {
        notify.error(problemText(err, lang), toastId);
        if (err.fields.email) setError('email', { message: err.fields.email });
      } else {
        notify.error(translate('error.INTERNAL', lang), toastId);
      }
    }
  });

  const onCopy = async () => {
    if (!generated) return;
    try {
      await copyText(generated.link, linkInput.current);
      notify.success(t('links.request.copied'));
    } catch {
      notify.error(t('links.request.copyFailed'));
    }
  };

  const onReset = () => {
    setGenerated(null);
    reset({ email: '' });
  };

  const mailTo = generated
    ? `mailto:${encodeURIComponent(generated.email)}?subject=${encodeURIComponent(
        t('links.request.mailSubject'),
      )}&body=${encodeURIComponent(t('links.request.mailBody', { link: generated.link }))}`
    : '';
  const emailError = errors.email?.message;

  return (
    <section className="page links-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('links.request.welcome')}</h1>
      <h2>{t('links.request.title')}</h2>
      <p className="muted">{t('links.request.intro')}</p>

      <form className="links-request" onSubmit={(e) => void onSubmit(e)} noValidate>
        <div className="links-field">
          <label htmlFor={emailId}>{t('links.request.email')}</label>
          <input
            id={emailId}
            type="email"
            autoComplete="off"
            inputMode="email"
            dir="ltr"
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? errorId : undefined}
            {...register('email')}
          />
          {emailError && (
            <p id={errorId} className="links-error" role="alert">
              {translate(emailError, lang)}
            </p>
          )}
        </div>
        <button type="submit" className="primary" disabled={generate.isPending}>
          {t('links.request.submit')}
        </button>
      </form>

      {generated && (
        <div className="links-generated" role="region" aria-labelledby="generated-title">
          <h3 id="generated-title" ref={resultHeading} tabIndex={-1}>
            {t('links.request.resultTitle', { email: generated.email })}
          </h3>
          <p className="muted">{t('links.request.resultHint', { email: generated.email })}</p>
          <label htmlFor="generated-link">{t('links.request.linkLabel')}</label>
          <input
            id="generated-link"
            ref={linkInput}
            className="links-url"
            value={generated.link}
            readOnly
            dir="ltr"
            onFocus={(e) => e.currentTarget.select()}
          />
          <div className="links-actions">
            <button type="button" className="primary" onClick={() => void onCopy()}>
              {t('links.request.copy')}
            </button>
            <a className="button" href={mailTo}>
              {t('links.request.mailTo')}
            </a>
            <button type="button" className="secondary" onClick={onReset}>
              {t('links.request.reset')}
            </button>
          </div>
        </div>
      )}

      <p className="links-more">
        <Link to="/CompanyView/Users">{t('links.request.toUsers')}</Link>
      </p>
    </section>
  );
}
