// A list's page buttons: Previous, "Page n of m", Next (nothing when it all fits on one page).
// Shared by every paged list (the job board, a company's postings, My applications, the ranked
// list, the approvals waiting for a member). `page` is the page of the rows shown (the answer's),
// not the one the address asks for: while the next loads, the one shown stays named.
import { useTranslation } from 'react-i18next';
import './Pager.css';

export function Pager({
  page,
  total,
  pageSize,
  onPage,
  label,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <button
        type="button"
        className="pager-button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('common.pager.previous')}
      </button>
      <span>{t('common.pager.pageOf', { page: Math.min(page, pages), pages })}</span>
      <button
        type="button"
        className="pager-button"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('common.pager.next')}
      </button>
    </nav>
  );
}
