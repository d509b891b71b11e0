// Decision 110 (decisions.md 11): a company page a member's role may not use says so, instead of
// showing a page whose every call the server refuses (403). The domain's policy answers, never a
// comparison of role names; the server decides all the same. While the member is not known yet
// (a session from before members, refreshed by GET company/me) the page waits.
import type { ReactNode } from 'react';
import { can, type CompanyAction, type PolicyContext } from '@talentpool/domain/members/policy';
import { useLanguage } from '../lib/i18n';
import { useCurrentMember, useMember } from '../lib/member';
import { problemText } from '../lib/problemText';
import { Spinner } from './Spinner';

export interface RequirePermissionProps {
  action: CompanyAction;
  context?: PolicyContext;
  /** The page's title, shown above the refusal (in the page's language). */
  title: string;
  /** Why the page is closed to this member and whom to ask (in the page's language). */
  notAllowed: string;
  /** The page's own class names, so the refusal sits where the page would. */
  className?: string;
  children: ReactNode;
}

export function RequirePermission({
  action,
  context,
  title,
  notAllowed,
  className = 'page',
  children,
}: RequirePermissionProps) {
  const lang = useLanguage();
  const member = useMember();
  const current = useCurrentMember(member === null);
  if (member && can(member.role, action, context)) return children;
  if (!member && !current.isError) return <Spinner />;
  return (
    <section className={className} aria-labelledby="not-allowed-title">
      <h1 id="not-allowed-title">{title}</h1>
      <p role="alert" className="not-allowed">
        {member ? notAllowed : problemText(current.error, lang)}
      </p>
    </section>
  );
}
