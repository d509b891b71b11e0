// Decision 110 (decisions.md 11, issue 18): /Company/Audit. The company's audit log, newest
// first, a page at a time: when (in the reader's language), who (name and e-mail, kept after the
// member left), what action and on what. Filters by member and by action live in the URL, so a
// reload or a shared link keeps them. Owners and admins only (audit.read).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { can } from '@talentpool/domain/members/policy';
import {
  auditActions,
  type AuditAction,
  type AuditEvent,
  type Member,
} from '@talentpool/domain/members/schemas';
import { errorMessage } from '@talentpool/domain/messages';
import type { Language } from '@talentpool/domain/plain/language';
import { SelectField } from '../../components/FormField';
import { Spinner } from '../../components/Spinner';
import { ApiError } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { useLanguage } from '../../lib/i18n';
import { useCurrentMember, useMember } from '../../lib/member';
import { auditPageSize, useAuditEvents, useMemberChoices, type AuditFilters } from './api';
import './audit.css';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filters of the URL; anything malformed is left out rather than sent. */
export function filtersOf(params: URLSearchParams): AuditFilters {
  const page = Number(params.get('page'));
  const actorId = params.get('actorId') ?? '';
  const action = params.get('action') ?? '';
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    actorId: uuid.test(actorId) ? actorId : undefined,
    action: (auditActions as readonly string[]).includes(action)
      ? (action as AuditAction)
      : undefined,
  };
}

function failureText(err: unknown, lang: Language): string {
  return err instanceof ApiError ? err.message : errorMessage('INTERNAL', lang);
}

function Filters({
  filters,
  members,
  onApply,
}: {
  filters: AuditFilters;
  members: Member[];
  onApply: (filters: Pick<AuditFilters, 'actorId' | 'action'>) => void;
}) {
  const { t } = useTranslation();
  const [actorId, setActorId] = useState(filters.actorId ?? '');
  const [action, setAction] = useState(filters.action ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ actorId: actorId || undefined, action: (action || undefined) as AuditAction });
  };
  const filtered = Boolean(filters.actorId || filters.action);
  return (
    <form className="audit-filters" aria-label={t('audit.filters.label')} onSubmit={submit}>
      <SelectField
        label={t('audit.filters.member')}
        value={actorId}
        onChange={(event) => setActorId(event.target.value)}
        placeholder={t('audit.filters.anyMember')}
        options={members.map((member) => ({
          value: member._id,
          label: member.name ? `${member.name} (${member.email})` : member.email,
        }))}
      />
      <SelectField
        label={t('audit.filters.action')}
        value={action}
        onChange={(event) => setAction(event.target.value)}
        placeholder={t('audit.filters.anyAction')}
        options={auditActions.map((value) => ({
          value,
          label: t(`audit.actions.${value}`),
        }))}
      />
      <button type="submit" className="primary">
        {t('audit.filters.apply')}
      </button>
      {filtered && (
        <button
          type="button"
          className="secondary"
          onClick={() => {
            setActorId('');
            setAction('');
            onApply({});
          }}
        >
          {t('audit.filters.clear')}
        </button>
      )}
    </form>
  );
}

function EventRow({ event, names }: { event: AuditEvent; names: Map<string, string> }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const target = event.target;
  // A member acted on is named when the company still lists them; else the id says which.
  const targetName = target
    ? target.type === 'member'
      ? (names.get(target.id) ?? target.id)
      : target.id
    : null;
  return (
    <tr>
      <td>
        <time dateTime={event.at}>{formatDateTime(event.at, lang)}</time>
      </td>
      <td>
        {event.actor.name && <span className="audit-actor-name">{event.actor.name}</span>}
        <span className="audit-actor-email" dir="ltr">
          {event.actor.email || t('audit.table.noActor')}
        </span>
      </td>
      <td>{t(`audit.actions.${event.action}`, { defaultValue: event.action })}</td>
      <td>
        {target ? (
          <>
            <span>{t(`audit.targets.${target.type}`, { defaultValue: target.type })}</span>{' '}
            <span className="audit-target-id" dir="ltr">
              {targetName}
            </span>
          </>
        ) : null}
      </td>
    </tr>
  );
}

export function AuditPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const viewer = useMember();
  const current = useCurrentMember();
  const allowed = viewer !== null && can(viewer.role, 'audit.read');
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const events = useAuditEvents(filters, allowed);
  const members = useMemberChoices(allowed);
  const memberList = members.data?.members ?? [];
  const names = new Map(memberList.map((m) => [m._id, m.name ?? m.email]));
  const pages = events.data ? Math.max(1, Math.ceil(events.data.total / auditPageSize)) : 1;

  const go = (next: AuditFilters) => {
    const query = new URLSearchParams();
    if (next.actorId) query.set('actorId', next.actorId);
    if (next.action) query.set('action', next.action);
    if (next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };

  if (!viewer) {
    return current.isError ? (
      <section className="page audit-page" aria-labelledby="page-title">
        <h1 id="page-title">{t('audit.title')}</h1>
        <p role="alert">{failureText(current.error, lang)}</p>
      </section>
    ) : (
      <Spinner />
    );
  }
  if (!allowed) {
    return (
      <section className="page audit-page" aria-labelledby="page-title">
        <h1 id="page-title">{t('audit.title')}</h1>
        <p role="alert">{t('audit.notAllowed')}</p>
      </section>
    );
  }

  const filtered = Boolean(filters.actorId || filters.action);
  return (
    <section className="page audit-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('audit.title')}</h1>
      <p className="muted">{t('audit.intro')}</p>

      <Filters
        // The URL changed (back, a reload, Clear): the form shows what is applied.
        key={`${filters.actorId ?? ''}|${filters.action ?? ''}|${memberList.length}`}
        filters={filters}
        members={memberList}
        onApply={(chosen) => go({ page: 1, ...chosen })}
      />

      {events.isPending && <Spinner />}
      {events.isError && (
        <div role="alert" className="audit-failed">
          <p>
            {t('audit.loadFailed')} {failureText(events.error, lang)}
          </p>
          <button type="button" className="primary" onClick={() => void events.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {events.data && (
        <p className="audit-total" aria-live="polite">
          {events.data.total === 0
            ? t(filtered ? 'audit.emptyFiltered' : 'audit.empty')
            : t('audit.total', { count: events.data.total })}
        </p>
      )}
      {events.data && events.data.events.length > 0 && (
        <div className="audit-table-wrap">
          <table className="audit-table" aria-busy={events.isFetching || undefined}>
            <caption className="visually-hidden">{t('audit.table.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('audit.table.time')}</th>
                <th scope="col">{t('audit.table.actor')}</th>
                <th scope="col">{t('audit.table.action')}</th>
                <th scope="col">{t('audit.table.target')}</th>
              </tr>
            </thead>
            <tbody>
              {events.data.events.map((event) => (
                <EventRow key={event._id} event={event} names={names} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {events.data && pages > 1 && (
        <nav className="audit-paging" aria-label={t('audit.paging.label')}>
          <button
            type="button"
            className="secondary"
            onClick={() => go({ ...filters, page: Math.max(1, filters.page - 1) })}
            disabled={filters.page <= 1}
          >
            {t('audit.paging.previous')}
          </button>
          <span aria-live="polite">{t('audit.paging.pageOf', { page: filters.page, pages })}</span>
          <button
            type="button"
            className="secondary"
            onClick={() => go({ ...filters, page: Math.min(pages, filters.page + 1) })}
            disabled={filters.page >= pages}
          >
            {t('audit.paging.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
