// English texts of the auth screen (spec 2 Auth screen). The validation messages, the popups'
// texts (spec 4 and 8) and the error texts come from the domain's messages.
export const authEn = {
  login: {
    title: 'Login',
    submit: 'Login',
    asCompany: 'Login as a company',
    forgot: 'Forgot password?',
    noAccount: "Don't have an account?",
    toSignup: 'Sign up',
    codeIntro:
      'This account has a second factor. Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
    code: 'Authentication code',
    recoveryCode: 'Recovery code',
    useRecoveryCode: 'I am using a recovery code',
    asJobSeekerChoice: 'As a job seeker',
    asCompanyChoice: 'As a company',
    remember: 'Keep me logged in',
    rememberHint: 'Also in new tabs and after closing the browser. Not on a shared computer.',
  },
  signup: {
    title: 'Sign up',
    submit: 'Sign up',
    asCompany: 'Sign up as a company',
    haveAccount: 'Already have an account?',
    toLogin: 'Login',
  },
  forgot: {
    title: 'Forgot password',
    intro: 'Enter the e-mail of your account and we will send you a link to choose a new password.',
    submit: 'Send reset link',
    asCompany: 'This is a company account',
    toLogin: 'Back to login',
  },
  reset: {
    title: 'Reset password',
    intro: 'Choose a new password for your account.',
    submit: 'Change password',
    invalidLink: 'This reset link is invalid, already used or expired. Ask for a new one.',
    askAgain: 'Send me a new link',
  },
  resend: {
    title: 'Get a new verification link',
    intro:
      'Enter the e-mail of your account and we will send you a new link to verify it. Older links stop working.',
    submit: 'Send a new link',
    again: 'Send the link again',
    sent: 'If this e-mail belongs to an account that is not verified yet, a new link is on its way. Check your inbox.',
  },
  fields: {
    email: 'Email',
    password: 'Password',
    newPassword: 'New password',
    confirmPassword: 'Confirm password',
    showPassword: 'Show password',
    showPasswords: 'Show passwords',
  },
  popups: {
    refresh: 'Refresh',
    ok: 'OK',
    toLogin: 'Go to login',
    close: 'Close',
  },
  notes: {
    verified: 'Your e-mail is verified. You can log in now.',
    notVerified:
      'This verification link is invalid, already used or expired. Ask for a new one below.',
    expired: 'Your session has ended. Please log in again.',
    emailChanged: 'Your e-mail is changed: log in with the new one.',
    emailNotChanged:
      'This link to change your e-mail is invalid, already used or expired. Your e-mail is unchanged: log in and ask for a new link on the Security page.',
  },
  // Issue 42 (decisions.md 18): signing in through the company's identity provider.
  sso: {
    start: 'Sign in with your company',
    hint: 'Your company signs you in through its own login page.',
    requiredHint: 'Your company signs you in through its own login page: no password here.',
    passwordAnyway: 'Sign in with a password instead (company owners)',
    finishing: 'Signing you in...',
    failedTitle: 'Sign-in through your company did not work',
    failed: 'The sign-in could not be completed.',
    again: 'Back to login',
  },
  sending: 'Please wait...',
};

export type AuthResources = typeof authEn;
