// Retention of guests and CV files (issue 25 with decision 124; decision 144): when the sweep
// anonymises a rejected guest application (applied without an account, or imported), the guest's
// name, phone and follow token go, the parse's proposals go, and the CV files leave the disk; a
// pending duplicate of that person is dismissed with its file. Guest uploads that never became an
// application are removed after 24 hours, import files that never became an applicant after 30
// days, by the hourly `cv.files.sweep` job. On PGlite and, with DATABASE_URL, on PostgreSQL.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicantCvs,
  applicationEvents,
  applications,
  auditEvents,
  cvImportItems,
  cvUploads,
  guestApplicants,
} from '../src/db/schema';
import { sweepAbandonedCvFiles } from '../src/features/retention/cvFiles';
import { createRetentionRepository } from '../src/features/retention/repository';
import { createRetentionService } from '../src/features/retention/service';
import { createAccount, type TestAccount } from './helpers/accounts';
import {
  applyAsGuest,
  cvForm,
  duplicateImport,
  importCv,
  uploadGuestCv,
} from './helpers/guestFixtures';
import { json, startTestServer, type TestServer } from './helpers/testServer';
import { createJob } from './security/fixtures';

let server: TestServer;
let company: TestAccount;
let jobId: string;

const hoursBefore = (from: Date, hours: number) => new Date(from.getTime() - hours * 3_600_000);

/** Rejected, and quiet since `at` (applied, moved and every event then). */
async function rejectedSince(ids: string[], at: Date) {
  await server.app.db
    .update(applications)
    .set({ stage: 'rejected', appliedAt: at, stageChangedAt: at })
    .where(inArray(applications.id, ids));
  await server.app.db
    .update(applicationEvents)
    .set({ at })
    .where(inArray(applicationEvents.applicationId, ids));
}

async function storageKeysOf(ids: string[]) {
  const rows = await server.app.db
    .select({ key: applicantCvs.storageKey })
    .from(applicantCvs)
    .where(inArray(applicantCvs.applicationId, ids));
  return rows.map((r) => r.key);
}

const stored = async (key: string) => (await server.app.storage.get(key)) !== null;

async function itemRow(id: string) {
  const [row] = await server.app.db.select().from(cvImportItems).where(eq(cvImportItems.id, id));
  return row;
}

beforeAll(async () => {
  server = await startTestServer();
  company = await createAccount(server, 'Company');
  jobId = (await createJob(server, company)).id;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('the retention sweep and guests', { timeout: 120_000 }, () => {
  it('removes an anonymised guest’s name, phone, parse and CV files, and keeps the others’', async () => {
    const applied = await applyAsGuest(server, jobId);
    // A CV that names its person: since decision 204 a CV without a name is imported without
    // one (no longer named after its file), which would leave nothing of it to anonymise.
    const imported = await importCv(
      server,
      company,
      jobId,
      await readFile(path.join(import.meta.dirname, 'fixtures/cvs/en-daniel-okafor.pdf')),
    );
    const pending = await duplicateImport(server, company, jobId);
    const kept = await applyAsGuest(server, jobId);
    await server.app.queue.drain();
    const importedApp = (await itemRow(imported.itemId))?.applicationId ?? '';
    const pendingOf = (await itemRow(pending.itemId))?.duplicateOf ?? '';
    expect(importedApp).toBeTruthy();
    expect(pendingOf).toBeTruthy();
    const gone = [applied.id, importedApp, pendingOf];

    const now = new Date();
    const old = new Date(now);
    old.setUTCMonth(old.getUTCMonth() - 30);
    await rejectedSince(gone, old);
    await rejectedSince([kept.id], new Date(now.getTime() - 86_400_000));
    const keys = [
      ...(await storageKeysOf(gone)),
      (await itemRow(pending.itemId))?.storageKey ?? '',
    ];
    expect(keys).toHaveLength(4);
    for (const key of keys) expect(await stored(key)).toBe(true);
    const keptKeys = await storageKeysOf([kept.id]);

    const service = createRetentionService({
      repository: createRetentionRepository(server.app.db),
      storage: server.app.storage,
    });
    const result = await service.sweep(now);
    expect(result.companies.find((c) => c.companyId === company.id)).toMatchObject({
      guestApplications: 3,
    });

    // The guests' own columns: no name, phone or follow token; the consent's version stays.
    const guests = await server.app.db
      .select()
      .from(guestApplicants)
      .where(inArray(guestApplicants.applicationId, gone));
    expect(guests).toHaveLength(3);
    for (const guest of guests) {
      expect(guest).toMatchObject({ name: '', phone: null, followTokenHash: null });
    }
    const [appliedGuest] = guests.filter((g) => g.applicationId === applied.id);
    expect(appliedGuest?.consentVersion).toBeTruthy();
    // The files: no rows, nothing on disk; the upload and the import file keep no proposals.
    expect(await storageKeysOf(gone)).toEqual([]);
    for (const key of keys) expect(await stored(key)).toBe(false);
    const uploads = await server.app.db
      .select()
      .from(cvUploads)
      .where(inArray(cvUploads.applicationId, gone));
    expect(uploads).toEqual([]);
    expect(await itemRow(imported.itemId)).toMatchObject({
      storageKey: null,
      fields: null,
      fileName: '',
    });
    expect(await itemRow(pending.itemId)).toMatchObject({ status: 'dismissed', storageKey: null });

    // The guest not due keeps everything.
    const [keptGuest] = await server.app.db
      .select()
      .from(guestApplicants)
      .where(eq(guestApplicants.applicationId, kept.id));
    expect(keptGuest).toMatchObject({ name: 'Guest Applicant', phone: '+201001234567' });
    expect(keptKeys).toHaveLength(1);
    for (const key of keptKeys) expect(await stored(key)).toBe(true);

    // The audit entry counts them (no personal data); a second run changes nothing.
    const [event] = await server.app.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.companyId, company.id), eq(auditEvents.action, 'retention.anonymised')),
      );
    expect(event?.details).toMatchObject({ guestApplications: 3, guestDetails: 3, cvFiles: 4 });
    const again = await service.sweep(now);
    expect(again.companies.find((c) => c.companyId === company.id)).toBeUndefined();
  });
});

describe('abandoned CV files', { timeout: 120_000 }, () => {
  it('removes guest uploads no application took after 24 hours, and failed import files after 30 days', async () => {
    const now = new Date();
    const oldUpload = await uploadGuestCv(server, jobId);
    const newUpload = await uploadGuestCv(server, jobId);
    const used = await applyAsGuest(server, jobId);
    await server.app.db
      .update(cvUploads)
      .set({ createdAt: hoursBefore(now, 25) })
      .where(inArray(cvUploads.id, [oldUpload]));
    await server.app.db
      .update(cvUploads)
      .set({ createdAt: hoursBefore(now, 25) })
      .where(eq(cvUploads.applicationId, used.id));
    const uploadKey = async (id: string) =>
      (await server.app.db.select().from(cvUploads).where(eq(cvUploads.id, id)))[0]?.storageKey;
    const oldKey = (await uploadKey(oldUpload)) ?? '';
    const newKey = (await uploadKey(newUpload)) ?? '';
    const usedKeys = await storageKeysOf([used.id]);

    // Two files that are not CVs: failed at once, kept for the recruiter.
    const res = await fetch(`${server.url}/api/company/jobs/${jobId}/cv-imports`, {
      method: 'POST',
      headers: { authorization: `Bearer ${company.token}` },
      body: cvForm('cvs', [
        { bytes: Buffer.from('GIF89a not a cv'), name: 'old.pdf' },
        { bytes: Buffer.from('GIF89a not a cv either'), name: 'new.pdf' },
      ]),
    });
    expect(res.status).toBe(202);
    const made = await json(res);
    const [oldItem, newItem] = made.items as Array<{ _id: string; status: string }>;
    expect([oldItem?.status, newItem?.status]).toEqual(['failed', 'failed']);
    await server.app.db
      .update(cvImportItems)
      .set({ updatedAt: hoursBefore(now, 31 * 24) })
      .where(eq(cvImportItems.id, oldItem?._id ?? ''));
    const oldItemKey = (await itemRow(oldItem?._id ?? ''))?.storageKey ?? '';
    const newItemKey = (await itemRow(newItem?._id ?? ''))?.storageKey ?? '';
    expect(await stored(oldItemKey)).toBe(true);

    const swept = await sweepAbandonedCvFiles(server.app.db, server.app.storage, now);
    expect(swept).toEqual({ uploads: 1, importFiles: 1 });
    expect(await uploadKey(oldUpload)).toBeUndefined();
    expect(await stored(oldKey)).toBe(false);
    expect(await stored(newKey)).toBe(true);
    for (const key of usedKeys) expect(await stored(key)).toBe(true);
    expect(await itemRow(oldItem?._id ?? '')).toMatchObject({
      storageKey: null,
      status: 'failed',
      reason: 'unsupported',
    });
    expect(await stored(oldItemKey)).toBe(false);
    expect(await stored(newItemKey)).toBe(true);
    // The recruiter's download of the removed file answers 404, the kept one 200.
    const download = async (item: string) =>
      (
        await server.request(`/api/company/cv-imports/${made._id}/items/${item}/file`, {
          token: company.token,
        })
      ).status;
    expect(await download(oldItem?._id ?? '')).toBe(404);
    expect(await download(newItem?._id ?? '')).toBe(200);
  });

  it('runs hourly as the cv.files.sweep job on the queue', async () => {
    const scheduled = (await server.app.db.execute(
      sql`select cron from pgboss.schedule where name = 'cv.files.sweep'`,
    )) as unknown as { rows: { cron: string }[] };
    expect(scheduled.rows).toEqual([{ cron: '41 * * * *' }]);
    const upload = await uploadGuestCv(server, jobId);
    await server.app.db
      .update(cvUploads)
      .set({ createdAt: hoursBefore(new Date(), 48) })
      .where(eq(cvUploads.id, upload));
    await server.app.queue.send('cv.files.sweep', {});
    await server.app.queue.drain();
    const rows = await server.app.db.select().from(cvUploads).where(eq(cvUploads.id, upload));
    expect(rows).toEqual([]);
  });
});
