// decisions.md 18 (issue 42): the Integrations › API keys screen.
export const integrationsEn = {
  title: 'Integrations',
  apiKeys: {
    title: 'API keys',
    intro:
      'A key lets other software (an HR system, a data team’s scripts) use the API as your company, within the scopes you choose. Send it as “Authorization: Bearer <key>”.',
    notAllowed: 'Only owners and admins manage API keys. Ask one of them.',
    create: {
      title: 'Create a key',
      name: 'Name',
      nameHint: 'What the key is for, e.g. “HR system”',
      scopes: 'Scopes',
      expiresAt: 'Expires on (optional)',
      expiresHint: 'Without a date the key works until it is revoked.',
      submit: 'Create key',
      failed: 'The key was not created.',
    },
    secret: {
      title: 'Your new key',
      once: 'Copy it now: it is shown only this once and cannot be shown again.',
      copy: 'Copy key',
      copied: 'Copied',
      copyFailed: 'Could not copy: select the key and copy it yourself.',
      done: 'I have stored it',
    },
    scopes: {
      'candidates:read': 'Read candidates',
      'jobs:read': 'Read postings',
      'jobs:write': 'Create and edit postings',
      'applications:read': 'Read applications',
      'applications:write': 'Move applications, add notes and outcomes',
      'interviews:read': 'Read interviews',
      'reports:read': 'Read reports',
    },
    list: {
      caption: 'Your company’s API keys',
      empty: 'No API keys yet.',
      name: 'Name',
      prefix: 'Key starts with',
      scopes: 'Scopes',
      created: 'Created',
      expires: 'Expires',
      lastUsed: 'Last used',
      status: 'Status',
      never: 'Never',
      noExpiry: 'No expiry',
      active: 'Active',
      revoked: 'Revoked',
      expired: 'Expired',
      loadFailed: 'The keys could not be loaded.',
    },
    revoke: {
      button: 'Revoke',
      ariaLabel: 'Revoke the key {{name}}',
      question: 'Revoke “{{name}}”? Software using it stops working at once.',
      confirm: 'Revoke',
      cancel: 'Cancel',
      failed: 'The key was not revoked.',
    },
  },
};

export type IntegrationsTexts = typeof integrationsEn;
