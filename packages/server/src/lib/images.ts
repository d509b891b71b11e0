// Shared upload pipeline (issue 4; used by PATCH user/uploadImg, PATCH company/uploadImg and the
// CV upload). What a file is gets judged by its first bytes, never by its name or declared type:
// a PNG called photo.jpg is a PNG, and an executable called photo.jpg is refused.
// Pictures are decoded by sharp with a pixel limit (a tiny file that expands to gigapixels, a
// "decompression bomb", is refused before it can exhaust memory), then re-encoded to a square
// WebP. Re-encoding drops every metadata block (EXIF GPS position, camera serials, comments) and
// any bytes appended to the image.
//
// Company helper: call `readUploadedFile(request, 'pic')` then `processProfileImage(buffer)`, store
// with `app.storage.put(pictureKey(), webp)` and save `pictureUrl(key)` as the company's pic.
// The multipart plugin (plugins/app/multipart.ts) is registered once in app.ts.
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { DomainError } from '@talentpool/domain/errors';
import { limits } from '@talentpool/domain/limits';
import { translate } from '@talentpool/domain/messages';

export type ImageKind = 'jpeg' | 'png' | 'webp';

/** Side of the stored square picture, in pixels. */
export const pictureSize = 400;
/** 40 megapixels: larger than any phone photo, far below what would exhaust memory. */
export const maxInputPixels = 40_000_000;

/** The image format named by the file's magic bytes, or null when it is none we accept. */
export function detectImageKind(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg';
  }
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

/** A PDF starts with '%PDF-' (ISO 32000-1, 7.5.2). */
export function isPdf(bytes: Buffer): boolean {
  return bytes.length >= 5 && bytes.toString('latin1', 0, 5) === '%PDF-';
}

export function assertUploadSize(bytes: Buffer): void {
  if (bytes.length > limits.uploadMaxBytes) {
    throw new DomainError('FILE_TOO_LARGE', 'error.FILE_TOO_LARGE');
  }
  if (bytes.length === 0) throw new DomainError('UNSUPPORTED_FILE', 'error.UNSUPPORTED_FILE');
}

/**
 * Checks an uploaded picture and turns it into the stored form: a pictureSize square WebP
 * (centre crop), orientation applied, no metadata. Throws FILE_TOO_LARGE (413) or
 * UNSUPPORTED_FILE (415, also for a file with the right magic bytes that does not decode).
 */
export async function processProfileImage(bytes: Buffer): Promise<Buffer> {
  assertUploadSize(bytes);
  if (!detectImageKind(bytes)) {
    throw new DomainError('UNSUPPORTED_FILE', 'error.UNSUPPORTED_FILE');
  }
  try {
    return await sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'error' })
      .rotate()
      .resize(pictureSize, pictureSize, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // Broken data or too many pixels: either way not a picture we accept.
    throw new DomainError('UNSUPPORTED_FILE', 'error.UNSUPPORTED_FILE');
  }
}

/** Checks an uploaded CV: a PDF by its bytes, at most limits.uploadMaxBytes. */
export function assertPdf(bytes: Buffer): void {
  assertUploadSize(bytes);
  if (!isPdf(bytes)) throw new DomainError('UNSUPPORTED_FILE', 'error.UNSUPPORTED_FILE');
}

/**
 * Reads the one file of a multipart request from the named field into memory (at most
 * limits.uploadMaxBytes; the multipart plugin stops reading beyond it).
 */
export async function readUploadedFile(request: FastifyRequest, field: string): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new DomainError('UNSUPPORTED_FILE', 'error.UNSUPPORTED_FILE');
  }
  const invalid = () =>
    new DomainError('VALIDATION_FAILED', 'error.VALIDATION_FAILED', {
      [field]: translate('error.VALIDATION_FAILED', request.lang),
    });
  try {
    const file = await request.file();
    if (!file || file.fieldname !== field) throw invalid();
    const bytes = await file.toBuffer(); // throws FST_REQ_FILE_TOO_LARGE (413) past the limit
    if (file.file.truncated) throw new DomainError('FILE_TOO_LARGE', 'error.FILE_TOO_LARGE');
    return bytes;
  } catch (err) {
    // Our own errors and the multipart plugin's 4xx (too large, too many parts) stand; a body
    // that is not well-formed multipart (busboy: "Unexpected end of multipart data", a missing
    // boundary...) is bad input, not a server fault (issue 10, found by fuzzing).
    if (err instanceof DomainError) throw err;
    const status = (err as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw err;
    throw invalid();
  }
}

/** Storage keys and their public URLs (GET /api/files/:key, see features/profile/fileRoutes). */
export const pictureKey = (): string => `pic-${randomUUID()}.webp`;
export const cvKey = (): string => `cv-${randomUUID()}.pdf`;
export const fileUrl = (key: string): string => `/api/files/${key}`;
/** The storage key inside a URL made by fileUrl, or null for other URLs (e.g. a drive link). */
export function keyOfFileUrl(url: string | null | undefined): string | null {
  const match = /^\/api\/files\/([a-z0-9][a-z0-9-]{0,120}\.[a-z0-9]{1,8})$/.exec(url ?? '');
  return match?.[1] ?? null;
}
