// spec 5 (Authentication) and spec 7 (login, signup, change-password, reset-password): one schema
// per form, used by the web forms (zodResolver), the server routes and the OpenAPI document.
// Messages are keys of accounts/messages.ts.
import { z } from 'zod';
import { languageSchema } from '../language';
import { limits } from '../limits';
import { memberRoles } from '../members/policy';

/** Long passwords only cost hashing time; 128 characters is plenty for a passphrase. */
export const passwordMax = 128;

/** spec 5: valid, at least 3 characters, trimmed; 'Email field is required' when empty. */
export const emailSchema = z
  .string({ error: 'accounts.emailRequired' })
  .trim()
  .min(1, 'accounts.emailRequired')
  .pipe(
    z
      .email({ error: 'accounts.emailInvalid' })
      .min(limits.emailMin, 'accounts.emailInvalid')
      .max(254, 'accounts.emailInvalid'),
  );

/** A new password (sign-up, reset): required, at least 8 characters. */
const newPasswordSchema = z
  .string({ error: 'accounts.passwordRequired' })
  .min(1, 'accounts.passwordRequired')
  .min(limits.passwordMin, 'accounts.passwordTooShort')
  .max(passwordMax, 'accounts.passwordTooLong');

const confirmPasswordSchema = z.string({ error: 'accounts.passwordsDiffer' });

function samePasswords<T extends z.ZodType<{ password: string; ConfirmPassword?: string }>>(
  schema: T,
) {
  // A ConfirmPassword that is not sent is not compared (decisions.md 3: the API never requires it).
  return schema.refine(
    (value) => value.ConfirmPassword === undefined || value.password === value.ConfirmPassword,
    {
      path: ['ConfirmPassword'],
      message: 'accounts.passwordsDiffer',
      // Tell about the mismatch even while other fields still have problems.
      // The body may be anything a client sends (null, a string...): look inside objects only.
      when: (payload) => {
        const value = payload.value as { password?: unknown; ConfirmPassword?: unknown } | null;
        return (
          typeof value === 'object' &&
          value !== null &&
          typeof value.password === 'string' &&
          typeof value.ConfirmPassword === 'string'
        );
      },
    },
  );
}

/** The second factor as login takes it: a current 6-digit code or a recovery code. */
const secondFactorSchema = z
  .string({ error: 'members.totpRequired' })
  .trim()
  .regex(/^(\d{6}|[a-z2-9]{5}-?[a-z2-9]{5})$/i, 'members.totpInvalidFormat');

export const loginSchema = z
  .object({
    email: emailSchema,
    password: z
      .string({ error: 'accounts.loginPasswordRequired' })
      .min(1, 'accounts.loginPasswordRequired')
      .max(passwordMax, 'accounts.passwordTooLong'),
    // decisions.md 11: the second factor, once it is on (a current code or a recovery code).
    totp: secondFactorSchema.optional(),
    // Decision 138: "Keep me logged in": the answer also sets the remembered session's cookie.
    remember: z.boolean().optional(),
    // Decision 139: the one login form. After a correct password, say when it belongs to the
    // other kind of account (409 OTHER_ACCOUNT_TYPE) or to both (409 CHOOSE_ACCOUNT_TYPE).
    findAccount: z.boolean().optional(),
  })
  .meta({ id: 'LoginRequest' });
export type LoginInput = z.infer<typeof loginSchema>;

/**
 * The sign-up form (spec 5): ConfirmPassword required and equal to the password. The API takes
 * signupRequestSchema instead.
 */
export const signupSchema = samePasswords(
  z.object({
    email: emailSchema,
    password: newPasswordSchema,
    ConfirmPassword: confirmPasswordSchema,
  }),
);
export type SignupInput = z.infer<typeof signupSchema>;

/**
 * user/signup and company/signup (decisions.md 3): the spec's `{email, password}`;
 * ConfirmPassword is checked when it is sent, never required.
 */
export const signupRequestSchema = samePasswords(
  z.object({
    email: emailSchema,
    password: newPasswordSchema,
    ConfirmPassword: confirmPasswordSchema.optional(),
  }),
).meta({ id: 'SignupRequest' });
export type SignupRequest = z.infer<typeof signupRequestSchema>;

export const forgotPasswordSchema = z
  .object({ email: emailSchema })
  .meta({ id: 'ForgotPasswordRequest' });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** The reset form (spec 5): ConfirmPassword required. The API takes resetPasswordRequestSchema. */
export const resetPasswordSchema = samePasswords(
  z.object({ password: newPasswordSchema, ConfirmPassword: confirmPasswordSchema }),
);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** reset-password (decisions.md 3): the password; ConfirmPassword compared when it is sent. */
export const resetPasswordRequestSchema = samePasswords(
  z.object({ password: newPasswordSchema, ConfirmPassword: confirmPasswordSchema.optional() }),
).meta({ id: 'ResetPasswordRequest' });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** decisions.md 14: changing the password while logged in asks for the current one. */
export const changePasswordSchema = samePasswords(
  z.object({
    currentPassword: z
      .string({ error: 'accounts.currentPasswordRequired' })
      .min(1, 'accounts.currentPasswordRequired')
      .max(passwordMax, 'accounts.passwordTooLong'),
    password: newPasswordSchema,
    ConfirmPassword: confirmPasswordSchema,
  }),
).meta({ id: 'ChangePasswordRequest' });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The answer of changePassword: a fresh token for this session (every older one ends). */
export const changePasswordAnswerSchema = z
  .object({ message: z.string(), token: z.string() })
  .meta({ id: 'ChangePasswordAnswer' });

/** disableTotp: a current code or a recovery code (a lost phone). */
export const disableTotpSchema = z
  .object({ code: secondFactorSchema })
  .meta({ id: 'DisableTotpRequest' });

/** decisions.md 14: deleting an account asks for the password, and the second factor where on. */
export const deleteAccountSchema = z
  .object({
    password: z
      .string({ error: 'accounts.loginPasswordRequired' })
      .min(1, 'accounts.loginPasswordRequired')
      .max(passwordMax, 'accounts.passwordTooLong'),
    totp: secondFactorSchema.optional(),
  })
  .meta({ id: 'DeleteAccountRequest' });
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** changeEmail: the password, and the new login address (verified before it applies). */
export const changeEmailSchema = z
  .object({
    password: z
      .string({ error: 'accounts.loginPasswordRequired' })
      .min(1, 'accounts.loginPasswordRequired')
      .max(passwordMax, 'accounts.passwordTooLong'),
    email: emailSchema,
    /** decisions.md 16: a current code or a recovery code, where the second factor is on. */
    totp: secondFactorSchema.optional(),
  })
  .meta({ id: 'ChangeEmailRequest' });
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

/**
 * getAccountSecurity: the logged-in account's own security at a glance (the Security page).
 * `recoveryCodesLeft` counts the unused recovery codes (0 while the second factor is off);
 * `pendingEmail` is a change of login e-mail waiting for its confirmation, when the server keeps
 * the address, else null.
 */
export const accountSecuritySchema = z
  .object({
    email: z.string(),
    totpEnabled: z.boolean(),
    recoveryCodesLeft: z.number().int().min(0),
    pendingEmail: z.string().nullable(),
  })
  .meta({ id: 'AccountSecurity' });
export type AccountSecurity = z.infer<typeof accountSecuritySchema>;

export const messageResponseSchema = z
  .object({ message: z.string() })
  .meta({ id: 'AccountMessage' });

export const accountSummarySchema = z.object({
  _id: z.uuid(),
  email: z.string(),
  dataComplete: z.boolean(),
});

export const userLoginResponseSchema = z
  .object({ token: z.string(), user: accountSummarySchema })
  .meta({ id: 'UserLoginResponse' });
/** decisions.md 11: the member who logged in (decision 110). */
export const loginMemberSchema = z.object({
  _id: z.uuid(),
  email: z.string(),
  name: z.string().nullable(),
  role: z.enum(memberRoles),
  totpEnabled: z.boolean(),
  totpSetupRequired: z.boolean(),
});
export type LoginMember = z.infer<typeof loginMemberSchema>;

export const companyLoginResponseSchema = z
  .object({ token: z.string(), company: accountSummarySchema, member: loginMemberSchema })
  .meta({ id: 'CompanyLoginResponse' });
export type UserLoginResponse = z.infer<typeof userLoginResponseSchema>;

/**
 * Decision 138: the answer of refreshSession, a login of the remembered account: a fresh access
 * token and who it is (the user; or the company and the member), with the second factor's state.
 */
export const refreshSessionResponseSchema = z
  .object({
    token: z.string(),
    type: z.enum(['User', 'Company']),
    totpEnabled: z.boolean(),
    user: accountSummarySchema.optional(),
    company: accountSummarySchema.optional(),
    member: loginMemberSchema.optional(),
  })
  .meta({ id: 'RefreshSessionResponse' });
export type RefreshSessionResponse = z.infer<typeof refreshSessionResponseSchema>;
export type CompanyLoginResponse = z.infer<typeof companyLoginResponseSchema>;

/** The language an account's mails are written in (the web app sends it on a language switch). */
export const accountLanguageSchema = z
  .object({ lang: languageSchema })
  .meta({ id: 'AccountLanguage' });
export type AccountLanguage = z.infer<typeof accountLanguageSchema>;

export const verifyQuerySchema = z.object({ token: z.string().max(200).optional() });

/**
 * The link that confirms a new login address: the account type and the token (which carries the
 * address, so it is longer than a verification token).
 */
export const emailChangeQuerySchema = z.object({
  type: z.enum(['user', 'company']),
  token: z.string().max(600).optional(),
});

/** The reset link names the account type: /auth/change-password/<token>?type=company. */
export const resetLinkTypes = ['user', 'company'] as const;
