// English texts of a recruiter's CV import (decision 142). Same keys in ar.ts.
import type { ArabicPlurals } from '../../../locales/plurals';

export const cvImportEn = {
  title: 'Import CVs',
  link: 'Import CVs',
  intro:
    'Drop up to {{max}} CVs (PDF or Word .docx) onto this posting. Each becomes an applicant; the same person twice waits for your decision.',
  drop: 'Drop CV files here, or',
  pick: 'Choose CV files',
  sending: 'Sending the files…',
  uploading: 'Sent so far: {{percent}}',
  uploaded: 'All files sent; the import is being prepared…',
  // Decision 162: what a screen reader hears of a running import (importAnnouncements.ts). None of
  // these repeats the visible counts' wording, which changes on every poll and is not live.
  announce: {
    started: 'Import started. Files to read: {{total, number}}.',
    progress: 'Files read so far: {{read, number}} out of {{total, number}}.',
    needsDecision: 'Files waiting for your decision: {{count, number}}.',
    failures: 'Files that could not be read: {{count, number}}.',
    finished:
      'Import finished. Applicants added: {{done, number}}. Files failed: {{failed, number}}. Waiting for your decision: {{duplicates, number}}.',
  },
  // Issue 46: counted by the total, so Arabic agrees the noun with it (locales/plurals.ts).
  progress_one: '{{done}} of {{count}} file read',
  progress_other: '{{done}} of {{count}} files read',
  summary: '{{done}} added, {{failed}} failed, {{duplicates}} waiting for you',
  files: 'The imported files',
  file: 'File',
  outcome: 'Outcome',
  queued: 'Waiting to be read',
  added: 'Added as {{name}}',
  addedNoName: 'Added without a name.',
  noFields: 'nothing read: {{reason}}',
  failed: 'Failed: {{reason}} The file is kept.',
  merged: 'Merged into the existing applicant',
  dismissed: 'Dismissed',
  duplicate: 'Same person as {{name}} (same {{on}}).',
  matchedOn: { email: 'e-mail', phone: 'phone' },
  merge: 'Merge {{file}}',
  dismiss: 'Dismiss {{file}}',
  failedGone: 'Failed: {{reason}} The file is not kept.',
  download: 'Download {{file}}',
  detailTitle: 'Import of {{date}}',
  waitingTitle: 'Waiting for your decision ({{count}})',
  waitingAbove: 'Same person as an applicant: waiting for your decision above',
  filesPages: 'Pages of the imported files',
  filesRange: 'Files {{from}}–{{to}} of {{total}}',
  onlyFailed: 'Show only the files that failed',
  earlier: {
    title: 'Earlier imports',
    none: 'No CVs were imported onto this posting yet.',
    when: 'When',
    by: 'By',
    files: 'Files',
    created: 'Added',
    merged: 'Merged',
    failed: 'Failed',
    waiting: 'Waiting',
    open: 'Open',
    openOne: 'Open the import of {{when}}',
    former: 'A former member',
    pages: 'Pages of earlier imports',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {{page}} of {{pages}}',
  },
  toPipeline: 'Back to the pipeline',
};

export type CvImportTexts = typeof cvImportEn & ArabicPlurals<'progress'>;
