// spec 9: business constants and limits. Nothing else in the code base writes these numbers.
export const limits = {
  nameMin: 3,
  nationalIdLength: 14,
  mobileMin: 13,
  mobileMax: 15,
  jobPositionMin: 3,
  goalsMax: 150,
  passwordMin: 8,
  emailMin: 3,
  checklistMaxChoices: 10,
  isiStatements: 48,
  isiPageSize: 8,
  isiPages: 6,
  isiProgressPerPage: 17,
  pageSizeMax: 100,
  pageSizeDefault: 20,
  uploadMaxBytes: 5 * 1024 * 1024,
  defaultPhonePrefix: '+20 ',
} as const;

/** spec 9: toasts top-right, 4000 ms default and for errors, 2000 ms for success, at most 20. */
export const toastTimings = {
  defaultMs: 4000,
  errorMs: 4000,
  successMs: 2000,
  max: 20,
} as const;

/** spec 2: the auth screen shows a spinner for one second first. */
export const authSpinnerMs = 1000;
