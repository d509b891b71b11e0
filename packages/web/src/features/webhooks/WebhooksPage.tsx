// Issue 42 (decisions.md 18): /Company/Webhooks, Integrations › Webhooks. Owners and admins
// (webhooks.manage) create a webhook (address, events, body format), see its signing secret once,
// list the company's webhooks with their status, turn one off or on, delete it, send a test event,
// and read each one's deliveries with every attempt, redelivering one. Texts are the domain's
// (webhooks.*, the same the server's mails and chat messages use), in the reader's language.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '@talentpool/domain/members/policy';
import { errorMessage, translate } from '@talentpool/domain/messages';
import type { Language } from '@talentpool/domain/plain/language';
import {
  webhookEvents,
  webhookFormats,
  type Webhook,
  type WebhookDelivery,
  type WebhookEvent,
  type WebhookFormat,
} from '@talentpool/domain/webhooks/schemas';
import { SelectField, TextField } from '../../components/FormField';
import { Spinner } from '../../components/Spinner';
import { ApiError } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { useLanguage } from '../../lib/i18n';
import { useCurrentMember, useMember } from '../../lib/member';
import {
  useCreateWebhook,
  useDeleteWebhook,
  useDeliveries,
  useRedeliver,
  useTestWebhook,
  useUpdateWebhook,
  useWebhooks,
} from './api';
import './webhooks.css';

function failureText(err: unknown, lang: Language): string {
  return err instanceof ApiError ? err.message : errorMessage('INTERNAL', lang);
}

function durationText(ms: number, lang: Language): string {
  return translate('webhooks.durationMs', lang).replace('{ms}', String(ms));
}

/** One attempt: its answer code (— when none came), how long, why it failed. */
function attemptLine(attempt: WebhookDelivery['attemptList'][number], lang: Language): string {
  return [String(attempt.statusCode ?? '—'), durationText(attempt.durationMs, lang), attempt.error]
    .filter(Boolean)
    .join(' · ');
}

function CreateForm({ onCreated }: { onCreated: (secret: string) => void }) {
  const lang = useLanguage();
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [format, setFormat] = useState<WebhookFormat>('standard');
  const [events, setEvents] = useState<WebhookEvent[]>([]);
  const fields = create.error instanceof ApiError ? create.error.fields : {};
  const fieldError = (name: string) => {
    const key = Object.entries(fields).find(
      ([path]) => path === name || path.startsWith(`${name}.`),
    )?.[1];
    return key ? translate(key, lang) : undefined;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { url, events, format, ...(description ? { description } : {}) },
      {
        onSuccess: (answer) => {
          setUrl('');
          setDescription('');
          setEvents([]);
          onCreated(answer.secret);
        },
      },
    );
  };
  const toggle = (value: WebhookEvent, on: boolean) =>
    setEvents((chosen) =>
      on ? [...chosen, value] : chosen.filter((existing) => existing !== value),
    );
  return (
    <form className="webhook-form" onSubmit={submit} noValidate>
      <h2>{translate('webhooks.new', lang)}</h2>
      <TextField
        label={translate('webhooks.url', lang)}
        type="url"
        name="url"
        value={url}
        required
        onChange={(e) => setUrl(e.target.value)}
        error={fieldError('url')}
      />
      <TextField
        label={translate('webhooks.description', lang)}
        name="description"
        value={description}
        maxLength={200}
        onChange={(e) => setDescription(e.target.value)}
        error={fieldError('description')}
      />
      <SelectField
        label={translate('webhooks.format', lang)}
        name="format"
        value={format}
        onChange={(e) => setFormat(e.target.value as WebhookFormat)}
        options={webhookFormats.map((value) => ({
          value,
          label: translate(`webhooks.format.${value}`, lang),
        }))}
      />
      <fieldset
        className="webhook-events"
        aria-describedby={fieldError('events') ? 'webhook-events-error' : undefined}
      >
        <legend>{translate('webhooks.events', lang)}</legend>
        {webhookEvents.map((value) => (
          <label key={value} className="webhook-event">
            <input
              type="checkbox"
              name="events"
              value={value}
              checked={events.includes(value)}
              onChange={(e) => toggle(value, e.target.checked)}
            />
            <span>{translate(`webhooks.event.${value}`, lang)}</span>
            <code dir="ltr">{value}</code>
          </label>
        ))}
        {fieldError('events') && (
          <p id="webhook-events-error" className="field-error" role="alert">
            {fieldError('events')}
          </p>
        )}
      </fieldset>
      {create.isError && Object.keys(fields).length === 0 && (
        <p role="alert">{failureText(create.error, lang)}</p>
      )}
      <button type="submit" className="primary" disabled={create.isPending}>
        {translate('webhooks.create', lang)}
      </button>
    </form>
  );
}

function DeliveryRow({ webhookId, delivery }: { webhookId: string; delivery: WebhookDelivery }) {
  const lang = useLanguage();
  const redeliver = useRedeliver();
  return (
    <tr data-delivery={delivery._id}>
      <td>
        {translate(`webhooks.event.${delivery.type}`, lang)}
        <code dir="ltr" className="webhook-muted">
          {delivery.type}
        </code>
      </td>
      <td>
        <span className={`webhook-badge webhook-badge-${delivery.status}`}>
          {translate(`webhooks.deliveryStatus.${delivery.status}`, lang)}
        </span>
      </td>
      <td dir="ltr">{delivery.statusCode ?? '—'}</td>
      <td>
        {delivery.attempts}
        {delivery.attemptList.length > 0 && (
          <ol className="webhook-attempts">
            {delivery.attemptList.map((attempt) => (
              <li key={attempt.at}>
                <time dateTime={attempt.at}>{formatDateTime(attempt.at, lang)}</time>{' '}
                <span dir="ltr">{attemptLine(attempt, lang)}</span>
              </li>
            ))}
          </ol>
        )}
      </td>
      <td>{delivery.durationMs === null ? '—' : durationText(delivery.durationMs, lang)}</td>
      <td>
        {delivery.nextAttemptAt ? (
          <time dateTime={delivery.nextAttemptAt}>
            {formatDateTime(delivery.nextAttemptAt, lang)}
          </time>
        ) : (
          '—'
        )}
      </td>
      <td>
        <button
          type="button"
          className="secondary"
          disabled={redeliver.isPending}
          onClick={() => redeliver.mutate({ id: webhookId, deliveryId: delivery._id })}
        >
          {translate('webhooks.redeliver', lang)}
        </button>
        {redeliver.isSuccess && (
          <span role="status">{translate('webhooks.redelivered', lang)}</span>
        )}
        {redeliver.isError && <span role="alert">{failureText(redeliver.error, lang)}</span>}
      </td>
    </tr>
  );
}

function Deliveries({ webhookId }: { webhookId: string }) {
  const lang = useLanguage();
  const { t } = useTranslation();
  const deliveries = useDeliveries(webhookId, true);
  if (deliveries.isPending) return <Spinner />;
  if (deliveries.isError) {
    return (
      <div role="alert">
        <p>{failureText(deliveries.error, lang)}</p>
        <button type="button" className="primary" onClick={() => void deliveries.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (deliveries.data.deliveries.length === 0) {
    return <p className="webhook-muted">{translate('webhooks.deliveriesNone', lang)}</p>;
  }
  return (
    <div className="webhook-table-wrap">
      <table className="webhook-deliveries">
        <caption className="visually-hidden">{translate('webhooks.deliveries', lang)}</caption>
        <thead>
          <tr>
            <th scope="col">{translate('webhooks.delivery.type', lang)}</th>
            <th scope="col">{translate('webhooks.delivery.status', lang)}</th>
            <th scope="col">{translate('webhooks.delivery.code', lang)}</th>
            <th scope="col">{translate('webhooks.delivery.attempts', lang)}</th>
            <th scope="col">{translate('webhooks.delivery.duration', lang)}</th>
            <th scope="col">{translate('webhooks.delivery.next', lang)}</th>
            <th scope="col">
              <span className="visually-hidden">{translate('webhooks.redeliver', lang)}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {deliveries.data.deliveries.map((delivery) => (
            <DeliveryRow key={delivery._id} webhookId={webhookId} delivery={delivery} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function WebhookCard({ webhook }: { webhook: Webhook }) {
  const lang = useLanguage();
  const [open, setOpen] = useState(false);
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const test = useTestWebhook();
  const active = webhook.status === 'active';
  return (
    <li className="webhook-card" data-webhook={webhook._id}>
      <div className="webhook-card-head">
        <code dir="ltr" className="webhook-url">
          {webhook.url}
        </code>
        <span className={`webhook-badge webhook-badge-${webhook.status}`}>
          {translate(`webhooks.status.${webhook.status}`, lang)}
        </span>
      </div>
      {webhook.description && <p>{webhook.description}</p>}
      <p className="webhook-muted">
        {webhook.events.map((event) => translate(`webhooks.event.${event}`, lang)).join(' · ')}
      </p>
      {webhook.failingSince && (
        <p className="webhook-failing">
          {translate('webhooks.failingSince', lang).replace(
            '{date}',
            formatDateTime(webhook.failingSince, lang),
          )}
        </p>
      )}
      <div className="webhook-actions">
        <button
          type="button"
          className="secondary"
          disabled={!active || test.isPending}
          onClick={() => {
            // The list opens once the test event is stored: opened at the click, its first read
            // could answer from before the insert, and a refetch asked while a first read is on
            // its way reuses that read (TanStack Query), so the new delivery would not show.
            test.mutate(webhook._id, { onSuccess: () => setOpen(true) });
          }}
        >
          {translate('webhooks.sendTest', lang)}
        </button>
        <button
          type="button"
          className="secondary"
          onClick={() => setOpen((v) => !v)}
          aria-expanded={open}
        >
          {translate('webhooks.deliveries', lang)}
        </button>
        <button
          type="button"
          className="secondary"
          disabled={update.isPending}
          onClick={() =>
            update.mutate({ id: webhook._id, body: { status: active ? 'disabled' : 'active' } })
          }
        >
          {translate(active ? 'webhooks.disable' : 'webhooks.enable', lang)}
        </button>
        <button
          type="button"
          className="secondary danger"
          disabled={remove.isPending}
          onClick={() => {
            if (window.confirm(translate('webhooks.deleteConfirm', lang)))
              remove.mutate(webhook._id);
          }}
        >
          {translate('webhooks.delete', lang)}
        </button>
      </div>
      {test.isSuccess && <p role="status">{translate('webhooks.testSent', lang)}</p>}
      {[test, update, remove].map((m, i) =>
        m.isError ? (
          <p key={i} role="alert">
            {failureText(m.error, lang)}
          </p>
        ) : null,
      )}
      {open && (
        <section aria-label={translate('webhooks.deliveries', lang)}>
          <h3>{translate('webhooks.deliveries', lang)}</h3>
          <Deliveries webhookId={webhook._id} />
        </section>
      )}
    </li>
  );
}

export function WebhooksPage() {
  const lang = useLanguage();
  const viewer = useMember();
  const current = useCurrentMember();
  const allowed = viewer !== null && can(viewer.role, 'webhooks.manage');
  const list = useWebhooks(allowed);
  const [secret, setSecret] = useState<string | null>(null);
  const heading = (
    <>
      <p className="webhook-muted">{translate('webhooks.integrations', lang)} ›</p>
      <h1 id="page-title">{translate('webhooks.title', lang)}</h1>
    </>
  );
  if (!viewer) {
    return current.isError ? (
      <section className="page webhooks-page" aria-labelledby="page-title">
        {heading}
        <p role="alert">{failureText(current.error, lang)}</p>
      </section>
    ) : (
      <Spinner />
    );
  }
  if (!allowed) {
    return (
      <section className="page webhooks-page" aria-labelledby="page-title">
        {heading}
        <p role="alert">{errorMessage('FORBIDDEN', lang)}</p>
      </section>
    );
  }
  return (
    <section className="page webhooks-page" aria-labelledby="page-title">
      {heading}
      <p className="webhook-muted">{translate('webhooks.intro', lang)}</p>
      {secret && (
        <div className="webhook-secret" role="status">
          <p>{translate('webhooks.secretOnce', lang)}</p>
          <code dir="ltr" data-testid="webhook-secret">
            {secret}
          </code>
          <button type="button" className="primary" onClick={() => setSecret(null)}>
            {translate('webhooks.secretDone', lang)}
          </button>
        </div>
      )}
      <CreateForm onCreated={setSecret} />
      <h2>{translate('webhooks.title', lang)}</h2>
      {list.isPending && <Spinner />}
      {list.isError && <p role="alert">{failureText(list.error, lang)}</p>}
      {list.data && list.data.webhooks.length === 0 && (
        <p className="webhook-muted">{translate('webhooks.none', lang)}</p>
      )}
      {list.data && list.data.webhooks.length > 0 && (
        <ul className="webhook-list">
          {list.data.webhooks.map((webhook) => (
            <WebhookCard key={webhook._id} webhook={webhook} />
          ))}
        </ul>
      )}
    </section>
  );
}
