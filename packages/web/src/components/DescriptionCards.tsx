// A company's saved description cards (issue 8): title, kind, description, ticked items and the
// leadership profile the server computed, newest first and paged, each deletable. Shown under the
// Find a Boss / Job Match checklists and on the company profile page. Decision 110: each card
// names the member who saved it (nothing for cards from before members); the list shows only to
// roles the domain's policy lets manage cards (the server refuses the others), and a refusal to
// delete (403) is said in a toast.
import { useRef, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { checklistItems, leadershipStyles } from '@talentpool/domain/checklists/items';
import { displayPercent } from '@talentpool/domain/checklists/scoring';
import type { DescriptionCard, DescriptionCardPage } from '@talentpool/domain/checklists/schemas';
import { isiTypes } from '@talentpool/domain/isi/types';
import { api, ApiError } from '../lib/api';
import { formatDate, formatNumber, formatPercent } from '../lib/format';
import { currentLanguage } from '../lib/i18n';
import { useCan } from '../lib/member';
import { notify } from '../lib/notify';
import { problemText } from '../lib/problemText';
import { ConfirmDelete } from './ConfirmDelete';
import { Spinner } from './Spinner';
import './DescriptionCards.css';

export const descriptionCardsQueryKey = ['descriptionCards'] as const;
const pageSize = 5;

function useDescriptionCards(page: number) {
  return useQuery({
    queryKey: [...descriptionCardsQueryKey, page],
    queryFn: ({ signal }) =>
      api.get<DescriptionCardPage>('company/descriptionCards', {
        query: { page, pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

function useDeleteDescriptionCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`company/descriptionCards/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: descriptionCardsQueryKey }),
  });
}

function CardItem({ card, onDeleted }: { card: DescriptionCard; onDeleted: () => void }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const remove = useDeleteDescriptionCard();
  // Every style of a tie gets its badge (issue 23); cards saved by an older server name only `top`.
  const topStyles = card.topStyles ?? (card.top === null ? [] : [card.top]);
  const headingId = `card-${card._id}`;

  const onDelete = (close: () => void) => {
    remove.mutate(card._id, {
      onSuccess: () => {
        notify.success(t('checklists.cards.deleted'));
        onDeleted();
      },
      onError: (err) => {
        close();
        notify.error(
          err instanceof ApiError ? problemText(err, lang) : t('checklists.cards.failed'),
        );
      },
    });
  };

  return (
    <li className="dcard" aria-labelledby={headingId}>
      <div className="dcard-head">
        <h3 id={headingId}>{card.title}</h3>
        <span className={`dcard-kind dcard-kind-${card.kind}`}>
          {t(`checklists.cards.kind_${card.kind}`)}
        </span>
      </div>
      <p className="dcard-date muted">
        {card.by
          ? t('checklists.cards.savedOnBy', {
              date: formatDate(card.createdAt, lang),
              // Isolated, so a name of the other script reads right inside the sentence.
              name: `\u2068${card.by.name ?? card.by.email}\u2069`,
            })
          : t('checklists.cards.savedOn', {
              date: formatDate(card.createdAt, lang),
            })}
      </p>
      {card.description && <p className="dcard-description">{card.description}</p>}
      <p className="dcard-top">
        {topStyles.length === 0
          ? t('checklists.cards.noTopStyle')
          : topStyles.map((style) => {
              const info = isiTypes[style];
              return (
                <span
                  key={style}
                  className="style-badge"
                  style={{ borderColor: info?.color, color: info?.color }}
                >
                  {t('checklists.cards.topStyle', { style: info?.name[lang] ?? '' })}
                </span>
              );
            })}
      </p>
      <h4 className="visually-hidden">{t('checklists.cards.profile')}</h4>
      <ul className="dcard-profile">
        {leadershipStyles.map((style) => {
          const info = isiTypes[style];
          const value = displayPercent(card.profile[`${style}`]);
          return (
            <li key={style}>
              <span className="dcard-profile-name">{info?.name[lang]}</span>
              <span className="dcard-meter" aria-hidden="true">
                <span style={{ inlineSize: `${value}%`, background: info?.color }} />
              </span>
              <span className="dcard-profile-value">{formatPercent(value, lang)}</span>
            </li>
          );
        })}
      </ul>
      <details className="dcard-items">
        <summary>
          {t('checklists.cards.items')} ({formatNumber(card.items.length)})
        </summary>
        <ul>
          {card.items.map((index) => (
            <li key={index}>{checklistItems[card.kind][index]?.label[lang]}</li>
          ))}
        </ul>
      </details>
      <div className="dcard-actions">
        <ConfirmDelete
          label={t('checklists.cards.delete')}
          ariaLabel={t('checklists.cards.deleteNamed', { title: card.title })}
          question={t('checklists.cards.confirmDelete')}
          confirmLabel={t('checklists.cards.confirm')}
          cancelLabel={t('checklists.cards.cancel')}
          onConfirm={onDelete}
          pending={remove.isPending}
        />
      </div>
    </li>
  );
}

export function DescriptionCards({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  // A role that may not manage cards (an interviewer) would only meet the server's refusal.
  return useCan('cards.manage') ? <CardList headingLevel={headingLevel} /> : null;
}

function CardList({ headingLevel }: { headingLevel: 2 | 3 }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useDescriptionCards(page);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const heading = useRef<HTMLHeadingElement>(null);
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / pageSize)) : 1;
  // After deleting the last card of the last page, step back to a page that still exists.
  if (query.data && page > pages) setPage(pages);

  return (
    <section className="dcards" aria-labelledby="dcards-heading">
      <Heading id="dcards-heading" ref={heading} tabIndex={-1}>
        {t('checklists.cards.heading')}
      </Heading>
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <div role="alert" className="dcards-error">
          <p>
            {t('checklists.cards.failed')} {problemText(query.error, currentLanguage())}
          </p>
          <button type="button" className="secondary" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : query.data.cards.length === 0 ? (
        <p className="muted">{t('checklists.cards.empty')}</p>
      ) : (
        <>
          <ul className="dcard-list">
            {query.data.cards.map((card) => (
              // A deleted card takes its buttons with it: the focus goes to the list's heading.
              <CardItem key={card._id} card={card} onDeleted={() => heading.current?.focus()} />
            ))}
          </ul>
          {pages > 1 && (
            <nav className="dcards-pager" aria-label={t('checklists.cards.pagination')}>
              <button
                type="button"
                className="secondary"
                disabled={page <= 1}
                onClick={() => setPage((p) => p - 1)}
              >
                {t('checklists.cards.previous')}
              </button>
              <span>{t('checklists.cards.page', { page, pages })}</span>
              <button
                type="button"
                className="secondary"
                disabled={page >= pages}
                onClick={() => setPage((p) => p + 1)}
              >
                {t('checklists.cards.next')}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
