// Guest applications and CV imports for the security matrices and other tests (issue 25,
// decisions 141 and 142): made through the public API, as a stranger and a recruiter would.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { guestPrivacyNoticeVersion } from '@talentpool/domain/cv/schemas';
import { applicantCvs, cvImportItems } from '../../src/db/schema';
import type { TestAccount } from './accounts';
import { json, type TestServer } from './testServer';

/** A minimal valid PDF (judged by its bytes; the parse finds no text, which is fine here). */
export const tinyPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export function cvForm(field: string, files: Array<{ bytes: Buffer; name: string }>): FormData {
  const form = new FormData();
  for (const file of files) form.append(field, new Blob([new Uint8Array(file.bytes)]), file.name);
  return form;
}

/** A guest's CV upload to a published posting: its id. */
export async function uploadGuestCv(server: TestServer, jobId: string): Promise<string> {
  const res = await fetch(`${server.url}/api/jobs/${jobId}/guest-cv`, {
    method: 'POST',
    body: cvForm('cv', [{ bytes: tinyPdf, name: 'cv.pdf' }]),
  });
  const body = await json(res);
  if (res.status !== 202) throw new Error(`guest cv: ${res.status} ${JSON.stringify(body)}`);
  return String(body.cvId);
}

export function guestApplicationBody(
  cvId: string,
  email = `guest-${randomBytes(5).toString('hex')}@example.com`,
) {
  return {
    name: 'Guest Applicant',
    email,
    phone: '+20 100 123 4567',
    cvId,
    consent: true,
    consentVersion: guestPrivacyNoticeVersion,
    lang: 'en',
  };
}

/** A guest's application to a published posting: its id and its CV's id. */
export async function applyAsGuest(
  server: TestServer,
  jobId: string,
): Promise<{ id: string; cvFileId: string; jobId: string }> {
  const cvId = await uploadGuestCv(server, jobId);
  const res = await server.request(`/api/jobs/${jobId}/guest-applications`, {
    method: 'POST',
    json: guestApplicationBody(cvId),
  });
  const body = await json(res);
  if (res.status !== 201) throw new Error(`guest apply: ${res.status} ${JSON.stringify(body)}`);
  const id = String(body.applicationId);
  const [cv] = await server.app.db
    .select({ id: applicantCvs.id })
    .from(applicantCvs)
    .where(eq(applicantCvs.applicationId, id));
  if (!cv) throw new Error('guest CV not stored');
  return { id, cvFileId: cv.id, jobId };
}

/** A recruiter's import of one CV onto a posting: the import's id and its file's. */
export async function importCv(
  server: TestServer,
  company: TestAccount,
  jobId: string,
  bytes: Buffer = tinyPdf,
): Promise<{ id: string; itemId: string }> {
  const res = await fetch(`${server.url}/api/company/jobs/${jobId}/cv-imports`, {
    method: 'POST',
    headers: { authorization: `Bearer ${company.token}` },
    body: cvForm('cvs', [{ bytes, name: 'cv.pdf' }]),
  });
  const body = await json(res);
  if (res.status !== 202) throw new Error(`cv import: ${res.status} ${JSON.stringify(body)}`);
  return { id: String(body._id), itemId: String(body.items[0]._id) };
}

/** An import whose one file is waiting for the recruiter's call as a duplicate of a guest. */
export async function duplicateImport(
  server: TestServer,
  company: TestAccount,
  jobId: string,
): Promise<{ id: string; itemId: string }> {
  const guest = await applyAsGuest(server, jobId);
  const made = await importCv(server, company, jobId);
  // The import's parse runs on the queue and ends by writing the item's status: let it finish
  // first, or it overwrites 'duplicate' with 'done' (CI saw so on a loaded run).
  await server.app.queue.drain();
  await server.app.db
    .update(cvImportItems)
    .set({ status: 'duplicate', duplicateOf: guest.id, matchedOn: 'email' })
    .where(eq(cvImportItems.id, made.itemId));
  return made;
}
