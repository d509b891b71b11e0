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
    'One per line or separated by commas. Only domains where an owner or admin has a verified address: {{owned}}',
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
};

export type SsoTexts = typeof ssoEn;
