// What an uploaded CV is, judged by its bytes, never by its name or declared type (decision 142).
// Cheap and synchronous, so it runs in the request: a PDF starts with '%PDF-'; a DOCX is a ZIP
// whose central directory names word/document.xml. A Word file with macros (a .docm, or a .docx
// carrying a VBA project) is refused here, before anything opens it. Reading the text happens on
// the job queue, in a worker thread (./extractText.ts).
import type { CvKindName } from '@talentpool/domain/cv/schemas';

export type SniffResult = { kind: CvKindName } | { refused: 'unsupported' | 'macros' | 'tooLarge' };

/** Uncompressed size a DOCX may claim in its directory: beyond it, a ZIP bomb. */
const docxMaxUncompressed = 100 * 1024 * 1024;

/** The entry names and the sum of their uncompressed sizes, from a ZIP's central directory. */
export function zipDirectory(bytes: Buffer): { names: string[]; uncompressed: number } | null {
  // End of central directory: 22 bytes plus a comment of at most 65,535 bytes, at the end.
  const from = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= from; at -= 1) {
    if (bytes.readUInt32LE(at) !== 0x06054b50) continue;
    const entries = bytes.readUInt16LE(at + 10);
    const size = bytes.readUInt32LE(at + 12);
    const offset = bytes.readUInt32LE(at + 16);
    if (offset + size > bytes.length) return null;
    const names: string[] = [];
    let uncompressed = 0;
    let p = offset;
    for (let i = 0; i < entries; i += 1) {
      if (p + 46 > bytes.length || bytes.readUInt32LE(p) !== 0x02014b50) return null;
      uncompressed += bytes.readUInt32LE(p + 24);
      const nameLength = bytes.readUInt16LE(p + 28);
      const extra = bytes.readUInt16LE(p + 30);
      const comment = bytes.readUInt16LE(p + 32);
      names.push(bytes.toString('utf8', p + 46, p + 46 + nameLength));
      p += 46 + nameLength + extra + comment;
    }
    return { names, uncompressed };
  }
  return null;
}

export function sniffCv(bytes: Buffer): SniffResult {
  if (bytes.length >= 5 && bytes.toString('latin1', 0, 5) === '%PDF-') return { kind: 'pdf' };
  if (bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50) {
    const directory = zipDirectory(bytes);
    if (!directory) return { refused: 'unsupported' };
    const names = new Set(directory.names.map((n) => n.toLowerCase()));
    if (!names.has('word/document.xml') || !names.has('[content_types].xml')) {
      return { refused: 'unsupported' };
    }
    if ([...names].some((n) => n.endsWith('vbaproject.bin') || n.endsWith('vbadata.xml'))) {
      return { refused: 'macros' };
    }
    if (directory.uncompressed > docxMaxUncompressed) return { refused: 'tooLarge' };
    return { kind: 'docx' };
  }
  return { refused: 'unsupported' };
}

/** A file name safe to show and to send back in Content-Disposition (no path, no controls). */
export function cleanFileName(name: string | undefined, kind: CvKindName | null): string {
  const base = ((name ?? '').split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex -- control characters are what it removes
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(0, 200);
  return base.length > 0 ? base : `cv.${kind ?? 'bin'}`;
}
