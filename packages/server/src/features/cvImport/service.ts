// A recruiter's CV import (issue 25, decision 142): 1..200 files dropped onto a posting
// (`postings.manage`, the posting's team). Each file is kept; one that is not a CV (by its bytes),
// has macros or is too large fails with its reason; every other file is read on the job queue and
// becomes an applicant (a file that cannot be read or is in an unknown language still does, with
// no fields). The same person twice (e-mail or phone) is never added twice: the file waits as a
// duplicate until the recruiter merges or dismisses it.
import type { FastifyBaseLogger } from 'fastify';
import {
  cvFieldsSchema,
  type CvFields,
  type CvImport,
  type CvImportItem,
  type CvImportList,
} from '@talentpool/domain/cv/schemas';
import { DomainError } from '@talentpool/domain/errors';
import type { Language } from '@talentpool/domain/language';
import { translate } from '@talentpool/domain/messages';
import { readCv } from '../../lib/cvFiles/readCv';
import { cvContentType, type StoredCv } from '../../lib/cvFiles/upload';
import { assertMemberCan } from '../../plugins/app/auth';
import type { Caller } from '../../lib/caller';
import type { FileStore } from '../../plugins/app/storage';
import type { JobQueue } from '../../queue/queue';
import type { CvImportRepository, ItemRow } from './repository';

export const cvImportJob = 'cv.import';

const notFound = () => new DomainError('NOT_FOUND', 'error.NOT_FOUND');

interface Options {
  repository: CvImportRepository;
  storage: FileStore;
  queue: JobQueue;
  log: FastifyBaseLogger;
}

function fieldsOf(value: unknown): CvFields {
  const parsed = cvFieldsSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : {};
}

export function createCvImportService({ repository, storage, queue, log }: Options) {
  async function managedPosting(caller: Caller, jobId: string) {
    const posting = await repository.posting(jobId, caller.companyId, caller.member.id);
    if (!posting) throw notFound();
    assertMemberCan(caller.member, 'postings.manage', { onTeam: Boolean(posting.onTeam) });
    return posting;
  }

  async function managedImport(caller: Caller, importId: string) {
    const found = await repository.importOf(importId, caller.companyId, caller.member.id);
    if (!found) throw notFound();
    assertMemberCan(caller.member, 'postings.manage', { onTeam: Boolean(found.onTeam) });
    return found.import;
  }

  return {
    /** Checked before the files are read: a refused caller uploads nothing. */
    managedPosting,

    async create(caller: Caller, jobId: string, files: StoredCv[]) {
      const created = await repository.insertImport(
        jobId,
        caller.member.id,
        files.map((file) =>
          'kind' in file.sniffed
            ? {
                fileName: file.fileName,
                storageKey: file.key,
                kind: file.sniffed.kind,
                size: file.size,
              }
            : {
                fileName: file.fileName,
                storageKey: file.key,
                kind: null,
                size: file.size,
                status: 'failed' as const,
                reason: file.sniffed.refused,
              },
        ),
        async (tx, items) => {
          for (const item of items) {
            if (item.status === 'queued') {
              await queue.send(cvImportJob, { itemId: item.id }, { tx, retryLimit: 2 });
            }
          }
        },
      );
      return created.id;
    },

    /** The queue's job for one file: parse, then an applicant or a duplicate waiting for a call. */
    async process(itemId: string): Promise<void> {
      const found = await repository.item(itemId);
      if (!found || found.item.status !== 'queued') return;
      const { item, jobId } = found;
      const { storageKey, kind } = item;
      if (!kind || !storageKey) return;
      const bytes = await storage.get(storageKey);
      const result = bytes
        ? await readCv(bytes, kind, found.country)
        : { language: null, fields: {}, reason: 'unreadable' as const };
      const fields = result.fields;
      await repository.updateItem(item.id, {
        language: result.language,
        fields,
        reason: result.reason,
      });
      const match = await repository.findSamePerson(jobId, fields.email, fields.phone);
      if (match) {
        await repository.updateItem(item.id, {
          status: 'duplicate',
          duplicateOf: match.applicationId,
          matchedOn: match.matchedOn,
        });
        return;
      }
      const applicationId = await repository.insertApplicant({
        item,
        jobId,
        // A CV without a name leaves it empty for the recruiter, with the reason kept in the
        // item's fields (`missing`, or the file's `reason`): a name made of the file's name
        // (`cv final 2`) read as a person's on every screen (issue 37).
        name: fields.name ?? '',
        email: fields.email ?? null,
        phone: fields.phone ?? null,
        lang: result.language === 'ar' ? 'ar' : 'en',
      });
      if (!applicationId) {
        // The same e-mail arrived from another file of this import a moment earlier.
        const again = await repository.findSamePerson(jobId, fields.email, fields.phone);
        await repository.updateItem(item.id, {
          status: again ? 'duplicate' : 'failed',
          duplicateOf: again?.applicationId ?? null,
          matchedOn: again?.matchedOn ?? null,
          reason: again ? result.reason : 'unreadable',
        });
      }
      log.debug({ itemId, reason: result.reason }, 'imported CV processed');
    },

    /** A posting's earlier imports with their counts, newest first (listCvImports). */
    async list(
      caller: Caller,
      jobId: string,
      paging: { page: number; pageSize: number },
    ): Promise<CvImportList> {
      await managedPosting(caller, jobId);
      const { rows, total } = await repository.listImports(
        jobId,
        paging.pageSize,
        (paging.page - 1) * paging.pageSize,
      );
      return {
        imports: rows.map((row) => ({
          _id: row.id,
          jobId: row.job_id,
          createdAt: new Date(row.created_at).toISOString(),
          by: row.member_id
            ? {
                _id: row.member_id,
                name: row.member_name ?? '',
                email: row.member_email ?? '',
              }
            : null,
          files: row.total,
          created: Number(row.done),
          merged: Number(row.merged),
          failed: Number(row.failed),
          duplicates: Number(row.duplicate),
          dismissed: Number(row.dismissed),
          queued: Number(row.queued),
        })),
        total,
        page: paging.page,
        pageSize: paging.pageSize,
      };
    },

    async get(
      caller: Caller,
      importId: string,
      paging: { page: number; pageSize: number; status?: CvImportItem['status'] },
    ): Promise<CvImport> {
      const found = await managedImport(caller, importId);
      const counts = Object.fromEntries(
        (await repository.counts(importId)).map((c) => [c.status, Number(c.n)]),
      );
      const rows = await repository.items(
        importId,
        paging.pageSize,
        (paging.page - 1) * paging.pageSize,
        paging.status,
      );
      return {
        _id: found.id,
        jobId: found.jobId,
        createdAt: found.createdAt.toISOString(),
        total: found.total,
        queued: counts.queued ?? 0,
        done: (counts.done ?? 0) + (counts.merged ?? 0) + (counts.dismissed ?? 0),
        failed: counts.failed ?? 0,
        duplicates: counts.duplicate ?? 0,
        items: rows.map(({ item, duplicateName, duplicateEmail }) =>
          toItem(item, duplicateName, duplicateEmail),
        ),
        page: paging.page,
        pageSize: paging.pageSize,
      };
    },

    async resolve(
      caller: Caller,
      importId: string,
      itemId: string,
      action: 'merge' | 'dismiss',
      lang: Language,
    ): Promise<CvImportItem> {
      await managedImport(caller, importId);
      const item = await repository.itemOfImport(importId, itemId);
      if (!item) throw notFound();
      if (item.status !== 'duplicate' || !item.duplicateOf) {
        throw new DomainError('VALIDATION_FAILED', 'error.VALIDATION_FAILED', {
          action: translate('cv.notDuplicate', lang),
        });
      }
      if (action === 'merge') {
        const fields = fieldsOf(item.fields);
        await repository.merge(item, item.duplicateOf, {
          email: fields.email,
          phone: fields.phone,
        });
      } else {
        await repository.updateItem(item.id, { status: 'dismissed' });
      }
      const after = await repository.itemOfImport(importId, itemId);
      if (!after) throw notFound();
      return toItem(after, null, null);
    },

    async file(caller: Caller, importId: string, itemId: string) {
      await managedImport(caller, importId);
      const item = await repository.itemOfImport(importId, itemId);
      if (!item?.storageKey) throw notFound();
      const bytes = await storage.get(item.storageKey);
      if (!bytes) throw notFound();
      return {
        bytes,
        fileName: item.fileName,
        type: item.kind ? cvContentType[item.kind] : 'application/octet-stream',
      };
    },
  };
}

function toItem(
  item: ItemRow,
  duplicateName: string | null,
  duplicateEmail: string | null,
): CvImportItem {
  return {
    _id: item.id,
    position: item.position,
    fileName: item.fileName,
    kind: item.kind,
    size: item.size,
    status: item.status,
    reason: (item.reason as CvImportItem['reason']) ?? null,
    language: (item.language as CvImportItem['language']) ?? null,
    fields: fieldsOf(item.fields),
    applicationId: item.applicationId,
    fileKept: item.storageKey !== null,
    duplicateOf:
      item.duplicateOf && item.matchedOn
        ? {
            applicationId: item.duplicateOf,
            name: duplicateName ?? '',
            email: duplicateEmail,
            matchedOn: item.matchedOn,
          }
        : null,
  };
}

export type CvImportService = ReturnType<typeof createCvImportService>;
