// decisions.md section 3: every error is {error, code} with a fixed status per code.
import { z } from 'zod';

export const errorStatus = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  WRONG_PASSWORD: 401,
  EMAIL_NOT_VERIFIED: 403,
  FORBIDDEN: 403,
  // Decision 120: an operator disabled this account (or its company); its login is refused.
  ACCOUNT_DISABLED: 403,
  USER_NOT_FOUND: 404,
  NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  LINK_ALREADY_REQUESTED: 409,
  LINK_USED: 409,
  ALREADY_APPLIED: 409,
  JOB_CLOSED: 409,
  LINK_NOT_FOUND: 404,
  LINK_EXPIRED: 410,
  FILE_TOO_LARGE: 413,
  UNSUPPORTED_FILE: 415,
  RATE_LIMITED: 429,
  // Decision 120: a company's mails of the day (UTC) reached MAIL_CAP_PER_COMPANY_PER_DAY.
  MAIL_CAP_REACHED: 429,
  // decisions.md 3 and 11: the last owner of a company; the second factor at login.
  LAST_OWNER: 409,
  TOTP_REQUIRED: 401,
  TOTP_INVALID: 401,
  // decisions.md 18 (issue 42): the member's company requires single sign-on for their domain.
  SSO_REQUIRED: 403,
  // Decision 139: the one login form. Told only after a correct password: the e-mail and password
  // belong to the other kind of account (fields.accountType names it), or to both kinds.
  OTHER_ACCOUNT_TYPE: 409,
  CHOOSE_ACCOUNT_TYPE: 409,
  // docs/decisions/081: request headers (or URL) over Node's 16 KB limit, refused before routing.
  HEADERS_TOO_LARGE: 431,
  // Decision 130: a stage key not (or no longer) in the posting's list; a removed stage that
  // still holds applicants and was given no move.
  STAGE_NOT_FOUND: 409,
  STAGE_IN_USE: 409,
  // Issue 37 (decision 218): two applications of two accounts cannot be merged; an undo would give
  // the person a second application (they applied again since), or the merge was undone already.
  MERGE_CONFLICT: 409,
  SERVICE_UNAVAILABLE: 503,
  // Issue 43 (decision 222): the disk (or storage) holding uploads is full; a read-only or
  // refused storage answers 503 SERVICE_UNAVAILABLE. Never 400 or 500.
  INSUFFICIENT_STORAGE: 507,
  // Decision 221: an Idempotency-Key whose first request still runs; the same key sent with
  // another request (IETF draft "The Idempotency-Key HTTP Header Field": 409 and 422).
  // decisions.md 20 (issue 41): offers. An approval out of the chain's order; sending before
  // every approval; acting on an offer that is no longer open (accepted, declined, withdrawn,
  // or lost the race to a parallel answer); accepting after the expiry.
  NOT_YOUR_TURN: 409,
  OFFER_NOT_APPROVED: 409,
  OFFER_CLOSED: 409,
  OFFER_EXPIRED: 410,
  // Decision 271 (issue 41): a posting's publish waits for approval already; a request that is no
  // longer open (approved, rejected or withdrawn) is answered.
  APPROVAL_PENDING: 409,
  APPROVAL_CLOSED: 409,
  IDEMPOTENCY_KEY_IN_USE: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  // Issue 46: a hired or rejected application is decided: withdrawing it would change nothing.
  APPLICATION_DECIDED: 409,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof errorStatus;
export const errorCodes = Object.keys(errorStatus) as ErrorCode[];

export const apiErrorSchema = z
  .object({
    error: z.string(),
    code: z.enum(errorCodes as [ErrorCode, ...ErrorCode[]]),
    fields: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'ApiError' });

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** An error a service throws; one handler in the server turns it into the error shape. */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly fields?: Record<string, string>;

  constructor(code: ErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.fields = fields;
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return apiErrorSchema.safeParse(value).success;
}
