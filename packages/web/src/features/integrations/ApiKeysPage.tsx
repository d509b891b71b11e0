// decisions.md 18 (issue 42): /Company/Integrations/ApiKeys. Owners and admins create a key (a
// name, scopes as checkboxes, an optional expiry), see its secret once with a copy button, list
// the keys with their last use, and revoke one after a confirmation. The server decides
// (apiKeys.manage); the page asks the same policy only to say it is closed.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiKey, CreatedApiKey } from '@talentpool/domain/apiKeys/schemas';
import { apiKeyScopes, type ApiKeyScope } from '@talentpool/domain/apiKeys/scopes';
import { errorMessage, translate } from '@talentpool/domain/messages';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import { TextField } from '../../components/Field';
import { RequirePermission } from '../../components/RequirePermission';
import { Spinner } from '../../components/Spinner';
import { ApiError } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { useLanguage } from '../../lib/i18n';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from './api';
import './integrations.css';

function statusOf(key: ApiKey, now: number): 'active' | 'revoked' | 'expired' {
  if (key.revokedAt) return 'revoked';
  if (key.expiresAt && Date.parse(key.expiresAt) <= now) return 'expired';
  return 'active';
}

function SecretOnce({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const { t } = useTranslation();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copySecret = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <section className="api-key-secret" aria-labelledby="api-key-secret-title">
      <h2 id="api-key-secret-title">{t('integrations.apiKeys.secret.title')}</h2>
      <p role="status">{t('integrations.apiKeys.secret.once')}</p>
      <p>
        <code dir="ltr" className="api-key-secret-value" data-testid="api-key-secret">
          {created.secret}
        </code>
      </p>
      <div className="api-key-secret-actions">
        <button type="button" className="primary" onClick={() => void copySecret()}>
          {t('integrations.apiKeys.secret.copy')}
        </button>
        <button type="button" className="secondary" onClick={onDone}>
          {t('integrations.apiKeys.secret.done')}
        </button>
        <span aria-live="polite">
          {copy === 'copied' && t('integrations.apiKeys.secret.copied')}
          {copy === 'failed' && t('integrations.apiKeys.secret.copyFailed')}
        </span>
      </div>
    </section>
  );
}

function CreateForm({ onCreated }: { onCreated: (created: CreatedApiKey) => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [expiresOn, setExpiresOn] = useState('');
  const fields = create.error instanceof ApiError ? create.error.fields : {};
  const fieldText = (key: string) => {
    const message = Object.entries(fields).find(([path]) => path.split('.')[0] === key)?.[1];
    return message ? translate(message, lang) : undefined;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        name,
        scopes,
        // The end of the chosen day, in the member's own time zone.
        ...(expiresOn ? { expiresAt: new Date(`${expiresOn}T23:59:59`).toISOString() } : {}),
      },
      {
        onSuccess: (created) => {
          setName('');
          setScopes([]);
          setExpiresOn('');
          onCreated(created);
        },
      },
    );
  };
  const toggle = (scope: ApiKeyScope, on: boolean) =>
    setScopes((now) => (on ? [...now, scope] : now.filter((s) => s !== scope)));
  const scopesError = fieldText('scopes');
  return (
    <form className="api-key-form" aria-labelledby="api-key-create-title" onSubmit={submit}>
      <h2 id="api-key-create-title">{t('integrations.apiKeys.create.title')}</h2>
      <TextField
        label={t('integrations.apiKeys.create.name')}
        hint={t('integrations.apiKeys.create.nameHint')}
        value={name}
        maxLength={100}
        required
        error={fieldText('name')}
        onChange={(event) => setName(event.target.value)}
      />
      <fieldset
        className="api-key-scopes"
        aria-invalid={scopesError ? true : undefined}
        aria-describedby={scopesError ? 'api-key-scopes-error' : undefined}
      >
        <legend>{t('integrations.apiKeys.create.scopes')}</legend>
        {apiKeyScopes.map((scope) => (
          <label key={scope} className="api-key-scope">
            <input
              type="checkbox"
              name="scopes"
              value={scope}
              checked={scopes.includes(scope)}
              onChange={(event) => toggle(scope, event.target.checked)}
            />
            {/* A scope has a colon, i18next's namespace separator by default. */}
            <span>{t(`integrations.apiKeys.scopes.${scope}`, { nsSeparator: false })}</span>{' '}
            <code dir="ltr">{scope}</code>
          </label>
        ))}
        {scopesError && (
          <p id="api-key-scopes-error" className="field-error" role="alert">
            {scopesError}
          </p>
        )}
      </fieldset>
      <TextField
        type="date"
        label={t('integrations.apiKeys.create.expiresAt')}
        hint={t('integrations.apiKeys.create.expiresHint')}
        value={expiresOn}
        error={fieldText('expiresAt')}
        onChange={(event) => setExpiresOn(event.target.value)}
      />
      {create.isError && (
        <p role="alert" className="field-error">
          {t('integrations.apiKeys.create.failed')}{' '}
          {create.error instanceof ApiError ? create.error.message : errorMessage('INTERNAL', lang)}
        </p>
      )}
      <button type="submit" className="primary" disabled={create.isPending}>
        {t('integrations.apiKeys.create.submit')}
      </button>
    </form>
  );
}

function KeyRow({ apiKey, now }: { apiKey: ApiKey; now: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const revoke = useRevokeApiKey();
  const status = statusOf(apiKey, now);
  return (
    <tr>
      <th scope="row">{apiKey.name}</th>
      <td data-label={t('integrations.apiKeys.list.prefix')}>
        <code dir="ltr">{apiKey.prefix}…</code>
      </td>
      <td data-label={t('integrations.apiKeys.list.scopes')}>
        <ul className="api-key-scope-list">
          {apiKey.scopes.map((scope) => (
            <li key={scope}>
              <code dir="ltr">{scope}</code>
            </li>
          ))}
        </ul>
      </td>
      <td data-label={t('integrations.apiKeys.list.created')}>
        <time dateTime={apiKey.createdAt}>{formatDateTime(apiKey.createdAt, lang)}</time>
      </td>
      <td data-label={t('integrations.apiKeys.list.expires')}>
        {apiKey.expiresAt ? (
          <time dateTime={apiKey.expiresAt}>{formatDateTime(apiKey.expiresAt, lang)}</time>
        ) : (
          t('integrations.apiKeys.list.noExpiry')
        )}
      </td>
      <td data-label={t('integrations.apiKeys.list.lastUsed')}>
        {apiKey.lastUsedAt ? (
          <time dateTime={apiKey.lastUsedAt}>{formatDateTime(apiKey.lastUsedAt, lang)}</time>
        ) : (
          t('integrations.apiKeys.list.never')
        )}
      </td>
      <td data-label={t('integrations.apiKeys.list.status')}>
        {t(`integrations.apiKeys.list.${status}`)}
      </td>
      <td>
        {status !== 'revoked' && (
          <ConfirmDelete
            label={t('integrations.apiKeys.revoke.button')}
            ariaLabel={t('integrations.apiKeys.revoke.ariaLabel', { name: apiKey.name })}
            question={t('integrations.apiKeys.revoke.question', { name: apiKey.name })}
            confirmLabel={t('integrations.apiKeys.revoke.confirm')}
            cancelLabel={t('integrations.apiKeys.revoke.cancel')}
            pending={revoke.isPending}
            onConfirm={(close) => revoke.mutate(apiKey._id, { onError: close })}
          />
        )}
        {revoke.isError && (
          <p role="alert" className="field-error">
            {t('integrations.apiKeys.revoke.failed')}
          </p>
        )}
      </td>
    </tr>
  );
}

function ApiKeysContent() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const keys = useApiKeys();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [now] = useState(() => Date.now());
  return (
    <section className="page integrations-page" aria-labelledby="page-title">
      <p className="muted">{t('integrations.title')}</p>
      <h1 id="page-title">{t('integrations.apiKeys.title')}</h1>
      <p className="muted">{t('integrations.apiKeys.intro')}</p>
      {created ? (
        <SecretOnce created={created} onDone={() => setCreated(null)} />
      ) : (
        <CreateForm onCreated={setCreated} />
      )}
      {keys.isPending && <Spinner />}
      {keys.isError && (
        <p role="alert">
          {t('integrations.apiKeys.list.loadFailed')}{' '}
          {keys.error instanceof ApiError ? keys.error.message : errorMessage('INTERNAL', lang)}
        </p>
      )}
      {keys.data && keys.data.apiKeys.length === 0 && <p>{t('integrations.apiKeys.list.empty')}</p>}
      {keys.data && keys.data.apiKeys.length > 0 && (
        <div className="api-key-table-wrap">
          <table className="api-key-table">
            <caption>{t('integrations.apiKeys.list.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('integrations.apiKeys.list.name')}</th>
                <th scope="col">{t('integrations.apiKeys.list.prefix')}</th>
                <th scope="col">{t('integrations.apiKeys.list.scopes')}</th>
                <th scope="col">{t('integrations.apiKeys.list.created')}</th>
                <th scope="col">{t('integrations.apiKeys.list.expires')}</th>
                <th scope="col">{t('integrations.apiKeys.list.lastUsed')}</th>
                <th scope="col">{t('integrations.apiKeys.list.status')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('integrations.apiKeys.revoke.button')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {keys.data.apiKeys.map((apiKey) => (
                <KeyRow key={apiKey._id} apiKey={apiKey} now={now} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function ApiKeysPage() {
  const { t } = useTranslation();
  return (
    <RequirePermission
      action="apiKeys.manage"
      title={t('integrations.apiKeys.title')}
      notAllowed={t('integrations.apiKeys.notAllowed')}
      className="page integrations-page"
    >
      <ApiKeysContent />
    </RequirePermission>
  );
}
