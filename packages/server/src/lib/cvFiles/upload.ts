// Reading CV files out of a multipart request (decisions 141 and 142): at most
// cvLimits.fileMaxBytes each (10 MB, over the app's 5 MB default for pictures), judged by their
// bytes (./sniff.ts), stored under keys the server makes. A file's key never starts with 'cv-'
// or 'pic-', so GET /api/files/{key} (profiles) never serves an applicant's CV: only the
// permission-checked calls of the guestApply and cvImport features do.
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { DomainError } from '@talentpool/domain/errors';
import { cvLimits, type CvKindName } from '@talentpool/domain/cv/schemas';
import { translate } from '@talentpool/domain/messages';
import type { FileStore } from '../../plugins/app/storage';
import { cleanFileName, sniffCv, type SniffResult } from './sniff';

export const applicantCvKey = (kind: CvKindName | null): string =>
  `applicant-cv-${randomUUID()}.${kind ?? 'bin'}`;

export const cvContentType: Record<CvKindName, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** A multipart failure as the error shape: too large 413, anything malformed 400. */
export function uploadError(err: unknown, field: string, request: FastifyRequest): DomainError {
  if (err instanceof DomainError) return err;
  const code = (err as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new DomainError('FILE_TOO_LARGE', 'error.FILE_TOO_LARGE');
  }
  if (code === 'FST_FILES_LIMIT') {
    return new DomainError('VALIDATION_FAILED', 'error.VALIDATION_FAILED', {
      [field]: translate('cv.tooManyFiles', request.lang),
    });
  }
  return new DomainError('VALIDATION_FAILED', 'error.VALIDATION_FAILED', {
    [field]: translate('error.VALIDATION_FAILED', request.lang),
  });
}

async function bytesOf(file: MultipartFile): Promise<Buffer> {
  const bytes = await file.toBuffer(); // throws FST_REQ_FILE_TOO_LARGE past the limit
  if (file.file.truncated) throw new DomainError('FILE_TOO_LARGE', 'error.FILE_TOO_LARGE');
  return bytes;
}

/** The one CV of a request (field `field`), with the name the browser gave it. */
export async function readCvUpload(
  request: FastifyRequest,
  field: string,
): Promise<{ bytes: Buffer; fileName: string }> {
  if (!request.isMultipart()) throw new DomainError('UNSUPPORTED_FILE', 'error.UNSUPPORTED_FILE');
  try {
    const file = await request.file({ limits: { fileSize: cvLimits.fileMaxBytes, files: 1 } });
    if (!file || file.fieldname !== field) {
      throw new DomainError('VALIDATION_FAILED', 'error.VALIDATION_FAILED', {
        [field]: translate('cv.cvRequired', request.lang),
      });
    }
    return { bytes: await bytesOf(file), fileName: file.filename };
  } catch (err) {
    throw uploadError(err, field, request);
  }
}

export interface StoredCv {
  /** Null for a file over the size limit: it was not read to its end, so not kept. */
  key: string | null;
  fileName: string;
  size: number;
  sniffed: SniffResult;
}

/**
 * Every file of a request (field `field`), each judged and stored as it arrives, so that memory
 * holds one file at a time; a file that is not a CV is kept too (an import lists it with its
 * reason). More than `max` files, or none: 400, and whatever was stored is removed again.
 */
export async function storeCvUploads(
  request: FastifyRequest,
  field: string,
  max: number,
  storage: FileStore,
): Promise<StoredCv[]> {
  if (!request.isMultipart()) throw new DomainError('UNSUPPORTED_FILE', 'error.UNSUPPORTED_FILE');
  const stored: StoredCv[] = [];
  try {
    for await (const file of request.files({
      limits: { fileSize: cvLimits.fileMaxBytes, files: max + 1, parts: max + 10 },
      // One file too large fails that file (listed), not the whole import.
      throwFileSizeLimit: false,
    })) {
      if (file.fieldname !== field) {
        await file.toBuffer();
        continue;
      }
      if (stored.length >= max) {
        throw new DomainError('VALIDATION_FAILED', 'error.VALIDATION_FAILED', {
          [field]: translate('cv.tooManyFiles', request.lang),
        });
      }
      const bytes = await file.toBuffer();
      const fileName = cleanFileName(file.filename, null);
      if (file.file.truncated) {
        stored.push({ key: null, fileName, size: bytes.length, sniffed: { refused: 'tooLarge' } });
        continue;
      }
      const sniffed = sniffCv(bytes);
      const key = applicantCvKey('kind' in sniffed ? sniffed.kind : null);
      await storage.put(key, bytes);
      stored.push({ key, fileName, size: bytes.length, sniffed });
    }
    if (stored.length === 0) {
      throw new DomainError('VALIDATION_FAILED', 'error.VALIDATION_FAILED', {
        [field]: translate('cv.filesRequired', request.lang),
      });
    }
  } catch (err) {
    await Promise.all(stored.map((s) => (s.key ? storage.remove(s.key) : undefined)));
    throw uploadError(err, field, request);
  }
  return stored;
}
