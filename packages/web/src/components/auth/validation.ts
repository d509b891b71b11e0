// The auth forms' validation (spec 5): the domain's schemas, the same ones the server checks,
// through react-hook-form's zod resolver, and the domain's messages the forms show (validation
// errors, alerts, popups), which appear only after a submit has run the resolver. Loaded on the
// first focus in a form or the first submit (lazyValidation.ts), so the auth screen
// paints without downloading zod or the messages (decision 104).
import { zodResolver } from '@hookform/resolvers/zod';
import {
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  signupSchema,
} from '@talentpool/domain/accounts/schemas';

export const loginResolver = zodResolver(loginSchema);
export const signupResolver = zodResolver(signupSchema);
export const forgotPasswordResolver = zodResolver(forgotPasswordSchema);
export const resetPasswordResolver = zodResolver(resetPasswordSchema);

export { errorMessage, translate } from '@talentpool/domain/messages';
