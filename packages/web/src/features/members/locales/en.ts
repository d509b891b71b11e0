// English texts of the members page and the join page (decision 110, issue 18). Role and status
// names and error texts come from the domain's messages.
import type { ArabicPlurals } from '../../../locales/plurals';

export const membersEn = {
  page: {
    title: 'Members',
    intro:
      'The people of your company who log in, and what each may do. Invite a colleague, change a role, or remove someone who left.',
    notAllowed: 'Only owners and admins see and manage the members of the company.',
    loadFailed: 'The members could not be loaded.',
    total_one: '{{count, number}} member',
    total_other: '{{count, number}} members',
    you: '(you)',
    empty: 'No member matches this search.',
  },
  search: {
    label: 'Search members by name or e-mail',
    submit: 'Search',
  },
  table: {
    caption: 'Members of your company',
    name: 'Name',
    email: 'E-mail',
    role: 'Role',
    status: 'Status',
    totp: 'Second factor',
    actions: 'Actions',
    noName: 'No name yet',
    totpOn: 'On',
    totpOff: 'Off',
  },
  invite: {
    title: 'Invite a member',
    intro:
      'We e-mail them a link to join your company. The link works once and for {{days, number}} days.',
    email: 'E-mail',
    role: 'Role',
    submit: 'Send invitation',
    sent: 'Invitation sent to {{email}}.',
    emailTaken: 'This e-mail already has a company login.',
  },
  role: {
    label: 'Role of {{name}}',
    save: 'Change role',
    saveFor: 'Change role of {{name}}',
    saved: '{{name}} is now {{role}}.',
  },
  resend: {
    button: 'Resend invitation',
    label: 'Resend invitation to {{email}}',
    sent: 'A new invitation was sent to {{email}}. The old link no longer works.',
  },
  remove: {
    button: 'Remove',
    label: 'Remove {{name}}',
    confirm:
      'Remove {{name}} from the company? They can no longer log in; their notes and history stay.',
    yes: 'Yes, remove',
    no: 'Keep',
    removed: '{{name}} was removed.',
  },
  paging: {
    label: 'Pages of members',
    previous: 'Previous',
    next: 'Next',
    pageOf: 'Page {{page, number}} of {{pages, number}}',
  },
  join: {
    checking: 'Checking your invitation...',
    title: 'Join {{company}}',
    intro: '{{company}} invites you to TalentPool as {{role}}. You will log in with {{email}}.',
    email: 'E-mail',
    name: 'Your name',
    password: 'Choose a password',
    confirmPassword: 'Confirm password',
    showPasswords: 'Show passwords',
    submit: 'Join',
    notFoundTitle: 'This invitation does not exist',
    notFoundBody:
      'Check that you opened the whole link from your e-mail. If it still does not work, ask the person who invited you to send it again.',
    expiredTitle: 'This invitation has expired',
    expiredBody:
      'An invitation is valid for {{days, number}} days. Ask the person who invited you to send a new one.',
    usedTitle: 'This invitation has already been used',
    usedBody: 'You have joined already: log in with your e-mail and password.',
    failedTitle: 'The invitation could not be checked',
    toLogin: 'Go to login',
    toHome: 'To Home',
  },
};

export type MembersTexts = typeof membersEn & { page: ArabicPlurals<'total'> };
