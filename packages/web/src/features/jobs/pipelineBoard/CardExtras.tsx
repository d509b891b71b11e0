import { Suspense, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyApplication } from '@talentpool/domain/jobs/schemas';
import { applicantName } from '../pipeline';
import { ExtrasContext } from './extras';

/** A card's extras (lazy components load in their own Suspense: the card shows at once). */
export function CardExtras({
  application,
  canManage,
}: {
  application: CompanyApplication;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const { cardExtras: Extras } = useContext(ExtrasContext);
  if (!Extras) return null;
  return (
    <Suspense fallback={null}>
      <Extras
        application={application}
        jobId={application.jobId}
        applicantName={applicantName(application, t)}
        canManage={canManage}
      />
    </Suspense>
  );
}
