// decisions.md 16 (issue 38, decision 192): guest applications made with the e-mail of an account
// are offered to its owner, who confirms or discards each; nothing is attached by itself.
import { z } from 'zod';

export const guestApplicationClaimSchema = z
  .object({
    /** The application's id. */
    _id: z.uuid(),
    job: z.object({ _id: z.uuid(), title: z.string() }),
    company: z.object({ _id: z.uuid(), name: z.string() }),
    appliedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'GuestApplicationClaim' });
export type GuestApplicationClaim = z.infer<typeof guestApplicationClaimSchema>;

export const guestApplicationClaimsSchema = z
  .object({ claims: z.array(guestApplicationClaimSchema) })
  .meta({ id: 'GuestApplicationClaims' });
export type GuestApplicationClaims = z.infer<typeof guestApplicationClaimsSchema>;

export const guestClaimParamsSchema = z.object({ id: z.uuid() });

/** What confirming answers: the application, now the account's own (its stage kept). */
export const confirmedGuestApplicationSchema = z
  .object({ _id: z.uuid(), jobId: z.uuid(), stage: z.string(), appliedAt: z.string() })
  .meta({ id: 'ConfirmedGuestApplication' });
export type ConfirmedGuestApplication = z.infer<typeof confirmedGuestApplicationSchema>;

/** At most this many are listed (a planted flood cannot make the page unbounded). */
export const guestClaimsListMax = 100;
