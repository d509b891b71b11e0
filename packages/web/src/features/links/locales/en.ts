// English texts of single-use links (spec 2 CompanyView area, spec 4 and 8; issue 7).
import type { ArabicPlurals } from '../../../locales/plurals';

export const linksEn = {
  request: {
    welcome: 'Welcome Back !',
    title: 'Request a single use link',
    intro:
      'Invite someone without an account to take the ISI questionnaire. They receive an e-mail with a link that works once; their result appears in your list of users.',
    email: 'E-mail',
    submit: 'Request',
    loading: 'Loading...',
    generated: 'Link generated successfully',
    alreadyRequested: 'This email was already requested!',
    resultTitle: 'Single use link for {{email}}',
    resultHint:
      'We have e-mailed this link to {{email}}. You can also copy it or send it from your own mail.',
    linkLabel: 'Single use link',
    copy: 'Copy link',
    copied: 'Link Copied to Clipboard',
    copyFailed: 'The link could not be copied. Select it and copy it yourself.',
    mailTo: 'Send by e-mail',
    reset: 'Reset',
    toUsers: 'See all users and their results',
    mailSubject: 'Your ISI questionnaire link',
    mailBody:
      'Hello,\n\nPlease take the ISI questionnaire (less than 10 minutes, no account needed) through this single use link:\n{{link}}\n\nThank you.',
  },
  users: {
    title: 'All Users',
    intro: 'People you sent a single use link to. Open a completed one to see the result.',
    empty: 'No links yet. Request a single use link to invite someone.',
    toRequest: 'Request a single use link',
    loadFailed: 'The list could not be loaded.',
    pageOf: 'Page {{page, number}} of {{pages, number}}',
    total_one: '{{count, number}} link sent',
    total_other: '{{count, number}} links sent',
    previous: 'Previous',
    next: 'Next',
    pagination: 'Pages of users',
    sent: 'Sent {{date}}',
    expires: 'Valid until {{date}}',
    expired: 'Expired on {{date}}',
    completedOn: 'Completed {{date}}',
    viewResult: 'View result',
    resend: 'Send again',
    resent: 'The link was sent again to {{email}}.',
    revoke: 'Revoke',
    revokeConfirm: 'Revoke the link for {{email}}? It will stop working at once.',
    revokeYes: 'Yes, revoke',
    revokeNo: 'Keep it',
    revoked: 'The link for {{email}} no longer works.',
    typeAvatar: 'Personality type:',
    styleAvatar: 'Leadership style:',
    noResult: 'No result yet',
    sentBy: 'Sent {{date}} by {{name}}',
    states: {
      pending: 'Pending',
      completed: 'Completed',
      expired: 'Expired',
      revoked: 'Revoked',
    },
  },
  notAllowed:
    'Your role does not let you send single use links. An owner or admin of your company can change your role.',
  panel: {
    sentBy: 'Link sent by {{name}}',
    userEmail: 'User Email: {{email}}',
    type: 'Personality type',
    style: 'Leadership style',
    thinking: 'Thinking styles',
    perceptional: 'Perceptional styles',
    close: 'Close',
  },
  identification: {
    checking: 'Checking your link...',
    invitedBy: '{{company}} invites you to take the ISI questionnaire. The link works once.',
    validUntil: 'This link is valid until {{date}}.',
    usedTitle: 'This link has already been used',
    usedBody:
      'The questionnaire of this link was already completed, and its answers were sent to {{company}}. A single use link works only once.',
    expiredTitle: 'This link has expired',
    expiredBody: 'This link was valid until {{date}}. Ask {{company}} to send you a new one.',
    revokedTitle: 'This link was withdrawn',
    revokedBody: '{{company}} withdrew this link. Ask them if you should receive a new one.',
    notFoundTitle: 'This link does not exist',
    notFoundBody:
      'Check that you opened the whole link from your e-mail. If it still does not work, ask the company that invited you for a new one.',
    failedTitle: 'The link could not be checked',
    toHome: 'To Home',
  },
};

export type LinksTexts = typeof linksEn & { users: ArabicPlurals<'total'> };
