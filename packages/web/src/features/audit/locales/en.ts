// English texts of the audit log (decision 110, issue 18). Every audit action of the domain has
// its label here (a test checks both languages).
import type { ArabicPlurals } from '../../../locales/plurals';

export const auditEn = {
  title: 'Audit log',
  intro:
    'What the members of your company did, newest first. The log cannot be changed, and it keeps the names of members who left.',
  notAllowed: 'Only owners and admins see the audit log.',
  loadFailed: 'The audit log could not be loaded.',
  empty: 'Nothing was recorded yet.',
  emptyFiltered: 'No event matches these filters.',
  total_one: '{{count, number}} event',
  total_other: '{{count, number}} events',
  filters: {
    label: 'Filter the audit log',
    member: 'Member',
    anyMember: 'Every member',
    action: 'Action',
    anyAction: 'Every action',
    apply: 'Show',
    clear: 'Clear filters',
  },
  table: {
    caption: 'Events of the audit log',
    time: 'Time',
    actor: 'Who',
    action: 'Action',
    target: 'What',
    noActor: 'Unknown',
  },
  paging: {
    label: 'Pages of the audit log',
    previous: 'Previous',
    next: 'Next',
    pageOf: 'Page {{page, number}} of {{pages, number}}',
  },
  targets: {
    member: 'Member',
    posting: 'Job posting',
    application: 'Application',
    link: 'Single-use link',
    card: 'Description card',
    user: 'Candidate',
    company: 'Company',
    interview: 'Interview',
    stageTemplate: 'Stage template',
    rejectReason: 'Reject reason',
    offer: 'Offer',
    apiKey: 'API key',
  },
  actions: {
    member: {
      invited: 'Member invited',
      invitationResent: 'Invitation sent again',
      joined: 'Member joined',
      roleChanged: 'Role changed',
      removed: 'Member removed',
    },
    login: {
      succeeded: 'Logged in',
      failed: 'Failed login',
    },
    password: {
      changed: 'Password changed',
    },
    totp: {
      enabled: 'Second factor turned on',
      disabled: 'Second factor turned off',
    },
    security: {
      changed: 'Company security changed',
    },
    company: {
      updated: 'Company profile updated',
    },
    candidates: {
      exported: 'Candidates exported',
    },
    candidate: {
      viewed: 'Candidate profile viewed',
      noted: 'Note added to a candidate',
    },
    link: {
      generated: 'Single-use link generated',
      revoked: 'Single-use link revoked',
    },
    card: {
      saved: 'Description card saved',
      removed: 'Description card removed',
    },
    posting: {
      created: 'Job posting created',
      updated: 'Job posting edited',
      published: 'Job posting published',
      closed: 'Job posting closed',
      teamChanged: 'Hiring team changed',
      stagesChanged: 'Posting stages changed',
    },
    application: {
      moved: 'Application moved to another stage',
      noted: 'Note added to an application',
      invited: 'Candidate invited to apply',
      sourced: 'Candidate added to a pipeline from search',
      merged: 'Two applications of one person merged',
      unmerged: 'Merge of two applications undone',
    },
    outcome: {
      recorded: 'Outcome recorded',
    },
    interview: {
      scheduled: 'Interview scheduled',
      updated: 'Interview moved or changed',
      cancelled: 'Interview cancelled',
      booked: 'Interview time booked by the applicant',
      offered: 'Interview times offered',
    },
    scorecard: {
      submitted: 'Scorecard submitted',
    },
    interviewKit: {
      changed: 'Interview kit changed',
    },
    retention: {
      changed: 'Data retention period changed',
      anonymised: 'Old applicant data anonymised',
    },
    pool: {
      invited: 'Talent pool invited to a posting',
    },
    mailTemplate: {
      updated: 'Mail template edited',
      reset: 'Mail template reset to the default',
    },
    stageTemplate: {
      saved: 'Stage template saved',
      removed: 'Stage template deleted',
    },
    rejectReason: {
      saved: 'Reject reason saved',
      archived: 'Reject reason archived',
    },
    sso: {
      changed: 'Single sign-on settings changed',
      removed: 'Single sign-on turned off',
      domainProven: 'Domain shown to be the company’s by a DNS record',
    },
    apiKey: {
      created: 'API key created',
      revoked: 'API key revoked',
    },
    offer: {
      created: 'Offer created',
      approved: 'Offer approved',
      rejected: 'Offer not approved',
      sent: 'Offer sent to the candidate',
      withdrawn: 'Offer withdrawn',
      accepted: 'Offer accepted and signed by the candidate',
      declined: 'Offer declined by the candidate',
      expired: 'Offer expired',
      approverReplaced: 'Offer approver replaced',
    },
    approvals: {
      changed: 'Posting approvers changed',
    },
    postingApproval: {
      requested: 'Posting sent for approval',
      approved: 'Posting approved',
      rejected: 'Posting not approved',
      withdrawn: 'Posting approval request withdrawn',
      approverReplaced: 'Posting approver replaced',
    },
    offerLetter: {
      updated: 'Offer letter template edited',
    },
  },
};

export type AuditTexts = typeof auditEn & ArabicPlurals<'total'>;
