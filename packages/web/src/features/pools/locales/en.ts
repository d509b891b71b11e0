// English texts of the talent-pool pages and the unsubscribe page (decision 137). Same keys in
// ar.ts. The shared controls ("Add to pool", saved searches) are in locales/shared.
import type { ArabicPlurals } from '../../../locales/plurals';

export const poolsEn = {
  notAllowed: 'Your role does not include finding candidates, so talent pools are not available.',
  close: 'Close',
  cancel: 'Cancel',
  paging: 'Pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: 'Page {{page, number}} of {{pages, number}}',
  list: {
    title: 'Talent pools',
    intro:
      'Lists of candidates your team wants to remember, with a note on each. Add people from search, a profile or the pipeline.',
    empty: 'No pools yet. Create one, then add candidates from search.',
    newName: 'Pool name',
    nameRequired: 'Give the pool a name.',
    create: 'Create pool',
    created: 'Pool “{{name}}” created',
    count_one: '{{count, number}} candidate',
    count_other: '{{count, number}} candidates',
    createdBy: 'created by {{name}} on {{date}}',
    rename: 'Rename',
    renameNamed: 'Rename {{name}}',
    renameTitle: 'Rename the pool',
    save: 'Save',
    delete: 'Delete',
    deleteNamed: 'Delete {{name}}',
    deleteTitle: 'Delete the pool?',
    deleteBody_one:
      '“{{name}}” and its note on {{count, number}} candidate will be deleted. The candidate is not affected.',
    deleteBody_other:
      '“{{name}}” and its notes on {{count, number}} candidates will be deleted. The candidates are not affected.',
    deleteConfirm: 'Delete pool',
    deleted: 'Pool “{{name}}” deleted',
  },
  pool: {
    title: 'Talent pool',
    back: 'All talent pools',
    notFound: 'This pool does not exist, or was deleted.',
    empty: 'Nobody in this pool yet. Add candidates from search, a profile or the pipeline.',
    hiddenName: 'Hidden candidate',
    hidden:
      'This candidate has chosen not to be found by companies. Your note stays; you cannot invite them.',
    addedBy: 'Added by {{name}} on {{date}}',
    addedOn: 'Added on {{date}}',
    note: 'Note on {{name}}',
    saveNote: 'Save note',
    noteSaved: 'Note saved',
    remove: 'Remove from pool',
    removeNamed: 'Remove {{name}} from the pool',
    removed: '{{name}} removed from the pool',
  },
  invite: {
    title: 'Invite the pool to a posting',
    intro:
      'Each candidate gets an e-mail in their language inviting them to apply to the posting with their account.',
    posting: 'Published posting',
    choose: 'Choose a posting',
    noPostings: 'Publish a posting first to invite the pool to it.',
    submit: 'Send invitations',
    invited_one: '{{count, number}} invitation sent.',
    invited_other: '{{count, number}} invitations sent.',
    someone: 'A candidate',
    skip: {
      alreadyApplied: '{{name}}: already applied to this posting.',
      alreadyInvited: '{{name}}: already invited to this posting.',
      hidden: '{{name}}: has chosen not to be found by companies.',
      mailCapReached: '{{name}}: not sent, your company has sent as many e-mails as it can today.',
      rateLimited: '{{name}}: not sent, too many invitations this hour. Try again later.',
    },
  },
  unsubscribe: {
    title: 'Stop saved-search alerts',
    intro: 'You will no longer get the daily e-mail of new candidates for this saved search.',
    confirm: 'Stop these e-mails',
    done: 'Done: no more e-mails for “{{name}}”.',
    again: 'You can turn the alert on again from your saved searches on the search page.',
    toSearch: 'Go to candidate search',
    invalid: 'This link is no longer valid: the saved search may have been deleted.',
  },
};

export type PoolsTexts = typeof poolsEn & {
  list: ArabicPlurals<'count' | 'deleteBody'>;
  invite: ArabicPlurals<'invited'>;
};
