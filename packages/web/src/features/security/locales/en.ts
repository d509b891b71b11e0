// English texts of the account security page (decision 110, issue 18): password, second factor,
// and the company's requirement of it, the login e-mail. Error and validation texts come from the
// domain.
import type { ArabicPlurals } from '../../../locales/plurals';

export const securityEn = {
  title: 'Security',
  intro: 'Your password, your login e-mail, and the second factor that protects your login.',
  setup: {
    title: 'Your company requires a second factor',
    body: '{{company}} asks every member to log in with a code from an authenticator app as well as the password. Set it up here to go on to the company area.',
    bodyNoName:
      'Your company asks every member to log in with a code from an authenticator app as well as the password. Set it up here to go on to the company area.',
  },
  password: {
    title: 'Change password',
    current: 'Current password',
    new: 'New password',
    confirm: 'Confirm new password',
    show: 'Show passwords',
    submit: 'Change password',
    changed: 'Your password is changed. Your other sessions were logged out.',
  },
  totp: {
    title: 'Second factor (authenticator app)',
    on: 'The second factor is on: logging in asks for a code from your authenticator app.',
    off: 'The second factor is off. Turn it on, so that a stolen password alone cannot open your account.',
    setUp: 'Set up the second factor',
    scanTitle: 'Add your account to an authenticator app',
    scan: 'Scan this QR code with an authenticator app (for example Google Authenticator, Microsoft Authenticator or 1Password), then enter the 6-digit code the app shows.',
    qrAlt: 'QR code that adds this account to an authenticator app',
    qrLoading: 'Drawing the QR code...',
    qrFailed: 'The QR code could not be drawn: type the key below into your app instead.',
    secret: 'Key for typing into the app',
    code: '6-digit code from the app',
    enable: 'Turn on',
    cancel: 'Cancel',
    codesTitle: 'Your recovery codes',
    codesIntro:
      'Each code logs you in once if you lose your phone. Keep them somewhere safe: they are shown only this once.',
    codesLabel: 'Recovery codes',
    copy: 'Copy codes',
    copied: 'The recovery codes are copied.',
    copyFailed: 'The codes could not be copied. Select them and copy them yourself.',
    download: 'Download codes',
    fileHeading: 'TalentPool recovery codes. Each one works once.',
    saved: 'I have saved my recovery codes',
    done: 'Done',
    doneSetup: 'Continue to the company area',
    turnOff: 'Turn off',
    turnOffIntro:
      'Enter a current code from your authenticator app, or one of your recovery codes, to turn the second factor off.',
    recoveryCode: 'Recovery code',
    useRecoveryCode: 'I am using a recovery code',
    turnOffSubmit: 'Turn off the second factor',
    turnedOn: 'The second factor is on.',
    turnedOff: 'The second factor is off.',
    alreadyOn: 'The second factor of this account is already on.',
    codesLeft_one: '{{count, number}} recovery code left.',
    codesLeft_other: '{{count, number}} recovery codes left.',
    codesLow:
      'Only a few recovery codes are left. To get 10 new ones, turn the second factor off and set it up again.',
    requiredNote:
      'Your company requires the second factor: once it is off, you must set it up again before you can go on.',
  },
  email: {
    title: 'Change login e-mail',
    current: 'You log in with',
    intro:
      'We send a link to the new address; your login e-mail changes only once you open it, and then you log in with the new one. Your current address is told about the change.',
    new: 'New e-mail',
    password: 'Your password',
    submit: 'Change e-mail',
    sent: 'We sent a link to {{email}}. Open it to finish the change. Your current address was told about it.',
    pending: 'A change to {{email}} waits for confirmation: open the link we sent to that address.',
    taken: 'Another account already uses this e-mail.',
    totp: 'Code from your authenticator app (or a recovery code)',
  },
  company: {
    title: 'Company security',
    requireTotp: 'Require a second factor for every member',
    hint: 'Members without one are asked to set it up at their next login, before they can do anything else.',
    savedOn: 'Every member must now use a second factor.',
    savedOff: 'The second factor is now up to each member.',
    loadFailed: 'The company security settings could not be loaded.',
  },
  // Decision 147: the member's own notifications (the daily digest of new applicants).
  notifications: {
    title: 'Notifications',
    applicantDigest: 'E-mail me a daily digest of new applicants',
    hint: 'Once a day, for the postings whose hiring team you are on or that you created; nothing when nobody new applied.',
    savedOn: 'You will get the daily digest of new applicants.',
    savedOff: 'You will no longer get the daily digest of new applicants.',
    loadFailed: 'Your notification settings could not be loaded.',
    unsubscribe: {
      title: 'Stop the daily digest',
      intro: 'You will no longer get the daily e-mail of new applicants to your postings.',
      confirm: 'Stop these e-mails',
      done: 'Done: no more daily digests of new applicants.',
      again: 'You can turn the digest on again in your notification settings.',
      toSettings: 'Go to notification settings',
      invalid:
        'This link is not valid: copy the whole address from the e-mail, or change the setting after logging in.',
    },
  },
  // Decision 124: how long the company keeps the data of people it did not hire.
  retention: {
    title: 'Data retention',
    intro:
      'Rejected applicants and outside candidates (people who answered a single-use link without an account) are anonymised once they have been inactive for this long: their names, e-mail addresses, answers and your notes about them are removed every night. Counts for your statistics stay. Job seekers keep their own accounts.',
    months: 'Keep their data for (months)',
    hint: 'Between {{min, number}} and {{max, number}} months; {{default, number}} unless you change it.',
    save: 'Save the retention period',
    saved_one: 'Data is now kept for {{count, number}} month.',
    saved_other: 'Data is now kept for {{count, number}} months.',
    loadFailed: 'The retention period could not be loaded.',
  },
};

export type SecurityTexts = typeof securityEn & {
  totp: ArabicPlurals<'codesLeft'>;
  retention: ArabicPlurals<'saved'>;
};
