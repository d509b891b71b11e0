// decisions.md 14: the rules of a new password that need no list, shared by the server (which
// also checks the list of common passwords, docs/decisions/112) and any form that wants to say
// them early. Answers the message key of the first rule broken, or null.
import type { MessageKey } from '../messages';

/**
 * Spaces, line breaks and characters that show nothing: format characters (zero-width space,
 * joiners, soft hyphen), default-ignorable code points (Hangul fillers, variation selectors),
 * control characters, lone combining marks and the blank braille pattern.
 */
const invisible =
  /^[\s\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\p{Mn}\p{Me}\u2800]*$/u;

/** True when the password shows nothing: only spaces or invisible characters. */
export function isBlankPassword(password: string): boolean {
  return invisible.test(password);
}

/**
 * True when the password is the e-mail address (in any letter case, spaces around ignored), or
 * the part of it before the @ (`mona.adel1998` for `mona.adel1998@example.com`).
 */
export function isEmailPassword(password: string, email: string): boolean {
  const given = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  if (!given || !address) return false;
  const at = address.lastIndexOf('@');
  return given === address || (at > 0 && given === address.slice(0, at));
}

/** The first rule (without the list) a new password breaks, as a message key. */
export function passwordRuleProblem(
  password: string,
  email: string,
): Extract<MessageKey, 'accounts.passwordBlank' | 'accounts.passwordIsEmail'> | null {
  if (isBlankPassword(password)) return 'accounts.passwordBlank';
  if (isEmailPassword(password, email)) return 'accounts.passwordIsEmail';
  return null;
}
