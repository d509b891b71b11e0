// Decision 110 (decisions.md 11): the second factor (TOTP, RFC 6238) of the logged-in account.
// Off: "Set up" asks the server for a secret (startTotp), shows it as a QR code and as text, and
// a code from the app turns it on (enableTotp), which answers the 10 recovery codes: shown once,
// with copy and download, until the person confirms they are saved. On: a current code turns it
// off (disableTotp). Whether it is on, and how many recovery codes are left, is read from the
// server (getAccountSecurity); the session's copy of the account follows it and every change.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { disableTotpSchema } from '@talentpool/domain/accounts/schemas';
import { totpCodeBodySchema } from '@talentpool/domain/members/schemas';
import { translate } from '@talentpool/domain/messages';
import { TextField } from '../../components/FormField';
import { ApiError } from '../../lib/api';
import { useLanguage } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { setUserTotpEnabled, updateMember, useSession } from '../../lib/session';
import {
  accountSecurityKey,
  useAccountSecurity,
  useDisableTotp,
  useEnableTotp,
  useStartTotp,
  type TotpStart,
} from './api';
import { QrCode } from './QrCode';
import { problemText } from '../../lib/problemText';

type Step = 'idle' | 'setup' | 'codes' | 'off';

/** Turning on takes a code of the app; turning off also a recovery code (a lost phone). */
const enableCodeSchema = totpCodeBodySchema;
const disableCodeSchema = disableTotpSchema;

interface CodeForm {
  code: string;
}

/** The session's copy of the account after the server turned the second factor on or off. */
function rememberTotp(type: 'User' | 'Company' | null, enabled: boolean): void {
  if (type === 'Company') {
    updateMember(
      enabled ? { totpEnabled: true, totpSetupRequired: false } : { totpEnabled: false },
    );
  } else if (type === 'User') {
    setUserTotpEnabled(enabled);
  }
}

/** One code field and its submit; TOTP_INVALID is said on the field. */
function CodeStep({
  label,
  submit,
  pending,
  onCode,
  allowRecovery = false,
  children,
}: {
  label: string;
  submit: string;
  pending: boolean;
  onCode: (code: string) => Promise<void>;
  /** A recovery code is taken too (turning off after losing the phone). */
  allowRecovery?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [problem, setProblem] = useState<string | null>(null);
  /** A recovery code has letters: the field then offers the full keyboard. */
  const [recovery, setRecovery] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<CodeForm>({
    resolver: zodResolver(allowRecovery ? disableCodeSchema : enableCodeSchema),
    defaultValues: { code: '' },
  });
  const onSubmit = handleSubmit(async ({ code }) => {
    setProblem(null);
    try {
      await onCode(code);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'TOTP_INVALID') {
        setError('code', { type: 'server', message: 'error.TOTP_INVALID' });
        setFocus('code');
      } else if (err instanceof ApiError && err.fields.code) {
        setError('code', { type: 'server', message: err.fields.code });
        setFocus('code');
      } else {
        setProblem(problemText(err, lang));
      }
    }
  });
  const error = errors.code?.message;
  return (
    <form className="security-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextField
        label={recovery ? t('security.totp.recoveryCode') : label}
        type="text"
        inputMode={recovery ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={recovery ? 11 : 6}
        dir="ltr"
        required
        error={error ? translate(error, lang) : undefined}
        {...register('code')}
      />
      {allowRecovery && (
        <label className="security-check">
          <input
            type="checkbox"
            checked={recovery}
            onChange={(event) => setRecovery(event.target.checked)}
          />
          {t('security.totp.useRecoveryCode')}
        </label>
      )}
      {problem && (
        <p className="security-problem" role="alert">
          {problem}
        </p>
      )}
      <div className="security-actions">
        <button type="submit" className="primary" disabled={pending}>
          {submit}
        </button>
        {children}
      </div>
    </form>
  );
}

function RecoveryCodes({
  codes,
  onDone,
  doneLabel,
}: {
  codes: string[];
  onDone: () => void;
  doneLabel: string;
}) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const listId = useId();
  // The codes replace the set-up form: the focus goes to their heading, so it is announced.
  useEffect(() => heading.current?.focus(), []);
  const text = `${t('security.totp.fileHeading')}\n\n${codes.join('\n')}\n`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify.success(t('security.totp.copied'));
    } catch {
      notify.error(t('security.totp.copyFailed'));
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'talentpool-recovery-codes.txt';
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <div className="security-codes" role="region" aria-labelledby="security-codes-title">
      <h3 id="security-codes-title" ref={heading} tabIndex={-1}>
        {t('security.totp.codesTitle')}
      </h3>
      <p>{t('security.totp.codesIntro')}</p>
      <ol id={listId} className="security-code-list" aria-label={t('security.totp.codesLabel')}>
        {codes.map((code) => (
          <li key={code} dir="ltr">
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="security-actions">
        <button type="button" className="secondary" onClick={() => void copy()}>
          {t('security.totp.copy')}
        </button>
        <button type="button" className="secondary" onClick={download}>
          {t('security.totp.download')}
        </button>
      </div>
      <label className="security-check">
        <input type="checkbox" checked={saved} onChange={(e) => setSaved(e.target.checked)} />
        {t('security.totp.saved')}
      </label>
      <div>
        <button type="button" className="primary" disabled={!saved} onClick={onDone}>
          {doneLabel}
        </button>
      </div>
    </div>
  );
}

/** At this many recovery codes or fewer, the page says how to get new ones. */
const fewRecoveryCodes = 3;

/** How many recovery codes are left, and a warning when few are. */
function RecoveryCodesLeft({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <>
      <p data-testid="recovery-codes-left">{t('security.totp.codesLeft', { count })}</p>
      {count <= fewRecoveryCodes && (
        <p className="security-warning">{t('security.totp.codesLow')}</p>
      )}
    </>
  );
}

export function SecondFactor({
  setupMode,
  requiredByCompany,
  onSetupDone,
}: {
  /** The company requires the second factor and the member has none (/Company/Security?setup=1). */
  setupMode: boolean;
  requiredByCompany: boolean;
  /** After the codes are saved in set-up mode: on to the company area. */
  onSetupDone: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const session = useSession();
  const queryClient = useQueryClient();
  const security = useAccountSecurity();
  const known = security.data;
  const enabled = session.totpEnabled === true;
  const start = useStartTotp();
  const enable = useEnableTotp();
  const disable = useDisableTotp();
  const [step, setStep] = useState<Step>('idle');
  const [started, setStarted] = useState<TotpStart | null>(null);
  const [codes, setCodes] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const scanHeading = useRef<HTMLHeadingElement>(null);
  const turnOffButton = useRef<HTMLButtonElement>(null);
  const previousStep = useRef<Step>('idle');

  // The server's word on the second factor replaces what the login told (or did not tell).
  useEffect(() => {
    if (known) rememberTotp(session.type, known.totpEnabled);
  }, [known, session.type]);

  // Focus follows the step: the set-up's heading when it opens, the section's when it closes.
  useEffect(() => {
    const previous = previousStep.current;
    previousStep.current = step;
    if (step === 'setup') scanHeading.current?.focus();
    else if (step === 'idle' && previous === 'off' && turnOffButton.current) {
      // Turning off was cancelled: back to the button that started it.
      turnOffButton.current.focus();
    } else if (step === 'idle' && previous !== 'idle') heading.current?.focus();
  }, [step]);

  const onSetUp = async () => {
    setProblem(null);
    setSaid(null);
    try {
      setStarted(await start.mutateAsync());
      setStep('setup');
    } catch (err) {
      // The server refuses a new set-up while the second factor is on (turned on elsewhere, or
      // a session from before this page knew): the page then says it is on.
      if (err instanceof ApiError && err.code === 'FORBIDDEN') {
        rememberTotp(session.type, true);
        setSaid(t('security.totp.alreadyOn'));
        void queryClient.invalidateQueries({ queryKey: accountSecurityKey });
      } else {
        setProblem(problemText(err, lang));
      }
    }
  };

  const onEnable = async (code: string) => {
    const { recoveryCodes } = await enable.mutateAsync(code);
    setCodes(recoveryCodes);
    setStarted(null);
    setStep('codes');
    rememberTotp(session.type, true);
  };

  const onDisable = async (code: string) => {
    try {
      await disable.mutateAsync(code);
    } catch (err) {
      // Refused because it is not on (turned off elsewhere): the page then says it is off.
      if (!(err instanceof ApiError && err.code === 'FORBIDDEN')) throw err;
      void queryClient.invalidateQueries({ queryKey: accountSecurityKey });
    }
    rememberTotp(session.type, false);
    setSaid(t('security.totp.turnedOff'));
    setStep('idle');
  };

  const onCodesSaved = () => {
    // The codes are forgotten: they were shown this once.
    setCodes([]);
    setSaid(t('security.totp.turnedOn'));
    setStep('idle');
    if (setupMode) onSetupDone();
  };

  const cancel = () => {
    setStarted(null);
    setStep('idle');
  };

  return (
    <section className="security-section" aria-labelledby="security-totp-title">
      <h2 id="security-totp-title" ref={heading} tabIndex={-1}>
        {t('security.totp.title')}
      </h2>
      {step === 'codes' ? (
        <RecoveryCodes
          codes={codes}
          onDone={onCodesSaved}
          doneLabel={setupMode ? t('security.totp.doneSetup') : t('security.totp.done')}
        />
      ) : step === 'setup' && started ? (
        <div className="security-setup-steps">
          <h3 ref={scanHeading} tabIndex={-1}>
            {t('security.totp.scanTitle')}
          </h3>
          <p>{t('security.totp.scan')}</p>
          <QrCode text={started.otpauthUrl} />
          <p className="security-secret">
            <span>{t('security.totp.secret')}</span>{' '}
            <code dir="ltr" data-testid="totp-secret">
              {started.secret}
            </code>
          </p>
          <CodeStep
            label={t('security.totp.code')}
            submit={t('security.totp.enable')}
            pending={enable.isPending}
            onCode={onEnable}
          >
            <button type="button" className="secondary" onClick={cancel}>
              {t('security.totp.cancel')}
            </button>
          </CodeStep>
        </div>
      ) : step === 'off' ? (
        <div>
          <p>{t('security.totp.turnOffIntro')}</p>
          {requiredByCompany && <p className="security-note">{t('security.totp.requiredNote')}</p>}
          <CodeStep
            label={t('security.totp.code')}
            submit={t('security.totp.turnOffSubmit')}
            pending={disable.isPending}
            onCode={onDisable}
            allowRecovery
          >
            <button type="button" className="secondary" onClick={() => setStep('idle')}>
              {t('security.totp.cancel')}
            </button>
          </CodeStep>
        </div>
      ) : (
        <>
          <p>{enabled ? t('security.totp.on') : t('security.totp.off')}</p>
          {enabled && known?.totpEnabled && <RecoveryCodesLeft count={known.recoveryCodesLeft} />}
          {said && (
            <p className="security-done" role="status">
              {said}
            </p>
          )}
          {problem && (
            <p className="security-problem" role="alert">
              {problem}
            </p>
          )}
          {enabled ? (
            <button
              ref={turnOffButton}
              type="button"
              className="secondary"
              onClick={() => {
                setSaid(null);
                setStep('off');
              }}
            >
              {t('security.totp.turnOff')}
            </button>
          ) : (
            <button
              type="button"
              className="primary"
              onClick={() => void onSetUp()}
              disabled={start.isPending}
            >
              {t('security.totp.setUp')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
