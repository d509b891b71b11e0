// Decisions 141 and 142: the zod-free values of cv/schemas.ts (which re-exports them): the guest
// apply form and the CV messages read them without loading zod or the phone library
// (decision 156).

export const cvLimits = {
  /** One CV file (decision 142). */
  fileMaxBytes: 10 * 1024 * 1024,
  /** Files in one import. */
  importMaxFiles: 200,
  /** PDF pages read; a longer file is a CV no one wrote (or a bomb): kept, not parsed. */
  pdfMaxPages: 20,
  /** Characters of text kept from one file. */
  textMaxChars: 200_000,
  /** Seconds one file may take to read before its reader is stopped. */
  readTimeoutSeconds: 20,
  nameMin: 2,
  nameMax: 100,
  fileNameMax: 200,
  /** A guest's upload that no application took is removed after this (decision 144). */
  abandonedUploadHours: 24,
  /** An import file that never became an applicant (failed, dismissed) is kept this long. */
  importFileKeepDays: 30,
} as const;

/** The privacy notice's text version; a new text gets a new version (the consent names it). */
export const guestPrivacyNoticeVersion = '2026-11-27';
