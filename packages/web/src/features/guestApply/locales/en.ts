// English texts of applying without an account and following the application (decision 141).
// Same keys in ar.ts.
export const guestApplyEn = {
  titleLoading: 'Apply for this job',
  intro:
    'No account needed. Add your CV first: we fill in what we can read from it, and you check it.',
  applyLink: 'Apply without an account',
  cv: 'Your CV (PDF or Word .docx, at most 10 MB)',
  cvHint: 'We read your name, e-mail and phone from it; you can change anything.',
  uploading: 'Uploading your CV…',
  reading: 'Reading your CV…',
  read: 'We filled in what we found in your CV. Check it.',
  notRead:
    'We could not read your CV ({{reason}}). Fill in the fields yourself; the file is attached.',
  name: 'Full name',
  email: 'E-mail',
  phone: 'Phone',
  phoneHint: 'With its country code, like +20 100 123 4567.',
  checkThis: 'From your CV: check this',
  privacyTitle: 'Privacy',
  consent: 'I agree that {{company}} keeps my application as described above.',
  send: 'Send application',
  sending: 'Sending…',
  sentTitle: 'Application sent',
  sent: 'We mailed a confirmation to {{email}} with a link to follow your application.',
  claimHint:
    'Create an account with the same e-mail later and confirm it: this application moves into your account.',
  backToJob: 'Back to the job',
  notOpenTitle: 'This job is not open for applications',
  toBoard: 'See other jobs',
  follow: {
    title: 'Your application',
    unknown: 'This link is not valid. Open the link in your confirmation mail again.',
    job: 'Job',
    applied: 'Applied on',
    status: 'Status',
    claimed: 'This application is now in your account.',
    claimTitle: 'Keep your applications in one place',
    claimText:
      'Create an account with {{email}} and confirm the e-mail: this application moves into it.',
    claim: 'Create an account',
  },
  panel: {
    guest: 'Applied without an account',
    imported: 'Imported from a CV',
    claimed: 'Applied without an account, then confirmed it from their account',
    consent: 'Consent',
    consentAt: 'Agreed on {{date}} (notice {{version}})',
    skills: 'Skills from the CV',
    download: 'Download {{file}}',
  },
  status: {
    received: 'Received',
    inReview: 'In review',
    hired: 'Hired',
    notSelected: 'Not selected',
  },
};
