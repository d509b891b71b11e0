// Issue 37: who an applicant is, by name, on every screen and in every mail. Strangers of the
// guest form and imported CVs showed as "Invited: <e-mail>" (or "Invited: " and nothing), though
// nobody invited them. One rule: the name the person or their CV gave; an invitation's guest who
// gave none reads "Invited: <e-mail>"; anyone else without a name, their e-mail; an imported CV with
// neither, a placeholder that says the CV had no name. The web app translates the label; the
// server sends `displayName` (the name, else the e-mail, else null) for what reads plain text.

/** How a guest's application came in: an invitation link, the guest form, a CV import. */
export const guestVias = ['link', 'apply', 'import'] as const;
export type GuestVia = (typeof guestVias)[number];

export interface ApplicantNameInput {
  kind: 'user' | 'guest';
  name?: string | null;
  email?: string | null;
  /** A guest's way in; absent for accounts (and in answers from before issue 37: a link). */
  via?: GuestVia | null;
}

export type ApplicantLabel =
  | { kind: 'name'; name: string }
  | { kind: 'invited'; email: string }
  | { kind: 'email'; email: string }
  | { kind: 'unnamed'; imported: boolean };

const clean = (text: string | null | undefined): string => (text ?? '').trim();

export function applicantLabel(applicant: ApplicantNameInput): ApplicantLabel {
  const name = clean(applicant.name);
  if (name) return { kind: 'name', name };
  const email = clean(applicant.email);
  const via = applicant.kind === 'guest' ? (applicant.via ?? 'link') : null;
  if (email && via === 'link') return { kind: 'invited', email };
  if (email) return { kind: 'email', email };
  return { kind: 'unnamed', imported: via === 'import' };
}

/** The name in plain text (mails, CSV, other programs): the name, else the e-mail, else null. */
export function applicantDisplayName(applicant: ApplicantNameInput): string | null {
  const label = applicantLabel(applicant);
  return label.kind === 'name' ? label.name : label.kind === 'unnamed' ? null : label.email;
}
