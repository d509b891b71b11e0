// Decision 142: on a posting's pipeline, the way to its CV import (for members who manage it).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function CvImportLink({ jobId, canManage }: { jobId: string; canManage: boolean }) {
  const { t } = useTranslation();
  if (!canManage) return null;
  return (
    <p>
      <Link to={`/CompanyView/Jobs/${encodeURIComponent(jobId)}/import`}>{t('cvImport.link')}</Link>
    </p>
  );
}
