// Decision 110 (decisions.md 11 and 14, issue 18): /Profile/Security (job seekers) and
// /Company/Security (members): change the password and the login e-mail, set up or turn off the
// second factor (whether it is on and the recovery codes left come from getAccountSecurity), and,
// for owners and admins, require it of every member. /Company/Security?setup=1 is where a member
// lands whose company requires the second factor: it says why, and once it is on (and the
// recovery codes saved) goes on to the company area.
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { can } from '@talentpool/domain/members/policy';
import { companyHomeOf, useCan, useCurrentMember } from '../../lib/member';
import { getSession, useSession } from '../../lib/session';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { NotificationSettings } from './NotificationSettings';
import { CompanySecuritySwitch } from './CompanySecuritySwitch';
import { RetentionSettings } from './RetentionSettings';
import { SecondFactor } from './SecondFactor';
import './security.css';

export function SecurityPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const isCompany = session.type === 'Company';
  const current = useCurrentMember(isCompany);
  const [params] = useSearchParams();
  const member = session.member;
  const setupMode =
    isCompany && (params.get('setup') === '1' || member?.totpSetupRequired === true);
  const companyName = current.data?.company.companyName ?? null;
  const requiredByCompany = current.data?.company.requireTotp ?? false;
  const manages = isCompany && member !== null && can(member.role, 'security.manage');
  // Decision 124: the data retention period, for the same owners and admins.
  const managesRetention = useCan('security.manage');

  const onSetupDone = () => {
    // The stored member was updated when the second factor went on.
    void navigate(companyHomeOf(getSession().member), { replace: true });
  };

  return (
    <section className="page security-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('security.title')}</h1>
      <p className="muted">{t('security.intro')}</p>
      {setupMode && (
        <div className="security-required" role="note" aria-labelledby="security-required-title">
          <h2 id="security-required-title">{t('security.setup.title')}</h2>
          <p>
            {companyName
              ? t('security.setup.body', { company: companyName })
              : t('security.setup.bodyNoName')}
          </p>
        </div>
      )}
      <SecondFactor
        setupMode={setupMode}
        requiredByCompany={requiredByCompany}
        onSetupDone={onSetupDone}
      />
      <ChangePasswordForm />
      <ChangeEmailForm />
      {manages && !member?.totpSetupRequired && <CompanySecuritySwitch />}
      {isCompany && managesRetention && !member?.totpSetupRequired && <RetentionSettings />}
      {/* Decision 147: every member's own notifications (the digest mail links here). */}
      {isCompany && !member?.totpSetupRequired && <NotificationSettings />}
    </section>
  );
}
