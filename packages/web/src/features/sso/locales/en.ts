// Issue 42 (decisions.md 18): texts of the owner's single sign-on settings (Integrations).
export const ssoEn = {
  title: 'Single sign-on',
  breadcrumb: 'Integrations',
  notAllowed: 'Only an owner of the company can set up single sign-on. Ask an owner.',
  intro:
    'Members sign in through your company’s identity provider (OpenID Connect: Okta, Microsoft Entra ID, Google Workspace, Keycloak and others). Register the address below as a redirect URI of a new client there.',
  redirectUri: 'Redirect URI to register with your provider',
  issuer: 'Issuer address',
  issuerHint:
    'For example https://login.example.org — its /.well-known/openid-configuration is read.',
  clientId: 'Client ID',
  clientSecret: 'Client secret',
  clientSecretKept: 'A secret is stored. Leave empty to keep it.',
  domains: 'E-mail domains',
  domainsHint:
    'One per line or separated by commas. Only domains where an owner or admin has a verified address, or shown by a DNS record below: {{owned}}',
  domainsNone: 'none yet',
  defaultRole: 'Role of new members',
  defaultRoleHint: 'Given to a person the first time they sign in. Owners are never made this way.',
  required: 'Require single sign-on',
  requiredHint:
    'Members with an address in these domains can no longer sign in with a password (owners keep theirs).',
  save: 'Save',
  saving: 'Saving...',
  saved: 'Single sign-on saved.',
  remove: 'Turn off single sign-on',
  removed: 'Single sign-on turned off: members sign in with a password again.',
  off: 'Single sign-on is off.',
  loadFailed: 'The settings could not be loaded.',
  proofs: {
    title: 'Show a domain is yours with a DNS record',
    intro:
      'For a domain where no owner or admin has an address, publish a TXT record at your DNS host. Once it is found, the domain can be listed above.',
    domain: 'Domain',
    ask: 'Get its record',
    asking: 'Getting...',
    loadFailed: 'The DNS records could not be loaded.',
    listLabel: 'Domains to show by DNS',
    recordName: 'Name',
    recordType: 'Type',
    recordValue: 'Value',
    notChecked: 'Not checked yet. Publish the record, then check it.',
    notFound:
      'Not found when checked on {{when}}. DNS changes can take a while: check again later.',
    failed: 'DNS did not answer. Try again in a moment.',
    verified: 'Found on {{when}}: the domain can be listed above.',
    foundNow: 'Record found: the domain can be listed above.',
    check: 'Check now',
    checkNamed: 'Check the record of {{domain}} now',
    checking: 'Checking...',
    remove: 'Remove',
    removeNamed: 'Remove {{domain}}',
    removeQuestion:
      'Remove the record of {{domain}}? A domain already in the settings stays until they are saved again.',
    removeConfirm: 'Yes, remove',
    cancel: 'Cancel',
  },
};

export type SsoTexts = typeof ssoEn;
