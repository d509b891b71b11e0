import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DomainError } from '@talentpool/domain/errors';
import { limits } from '@talentpool/domain/limits';
import {
  assertPdf,
  detectImageKind,
  keyOfFileUrl,
  fileUrl,
  pictureKey,
  pictureSize,
  processProfileImage,
} from './images';

const photo = (format: 'png' | 'jpeg' | 'webp', width = 640, height = 320) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret camera owner' } } })
    [format]()
    .toBuffer();

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'none';
  } catch (err) {
    return err instanceof DomainError ? err.code : String(err);
  }
}

describe('processProfileImage', () => {
  it.each(['png', 'jpeg', 'webp'] as const)('turns a %s into a square WebP', async (format) => {
    const out = await processProfileImage(await photo(format));
    expect(detectImageKind(out)).toBe('webp');
    const meta = await sharp(out).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([pictureSize, pictureSize]);
  });

  it('drops metadata', async () => {
    const input = await photo('jpeg');
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const meta = await sharp(await processProfileImage(input)).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
  });

  it('judges by bytes: a PNG is accepted whatever it is called', async () => {
    // The pipeline never sees a name; a PNG uploaded as photo.jpg is still detected as PNG.
    const png = await photo('png');
    expect(detectImageKind(png)).toBe('png');
    await expect(processProfileImage(png)).resolves.toBeInstanceOf(Buffer);
  });

  it('refuses other bytes with UNSUPPORTED_FILE', async () => {
    expect(await codeOf(processProfileImage(Buffer.from('GIF89a.......')))).toBe(
      'UNSUPPORTED_FILE',
    );
    expect(await codeOf(processProfileImage(Buffer.from('%PDF-1.7 hello')))).toBe(
      'UNSUPPORTED_FILE',
    );
    expect(await codeOf(processProfileImage(Buffer.alloc(0)))).toBe('UNSUPPORTED_FILE');
  });

  it('refuses a file with image magic bytes that does not decode', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    expect(await codeOf(processProfileImage(fake))).toBe('UNSUPPORTED_FILE');
  });

  it('refuses more than 5 MB with FILE_TOO_LARGE', async () => {
    const big = Buffer.concat([await photo('png'), Buffer.alloc(limits.uploadMaxBytes)]);
    expect(await codeOf(processProfileImage(big))).toBe('FILE_TOO_LARGE');
  });

  it('refuses a decompression bomb (too many pixels)', async () => {
    const bomb = await sharp({
      create: { width: 10_000, height: 5_000, channels: 3, background: { r: 0, g: 0, b: 0 } },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(limits.uploadMaxBytes);
    expect(await codeOf(processProfileImage(bomb))).toBe('UNSUPPORTED_FILE');
  });
});

describe('assertPdf', () => {
  it('accepts %PDF- bytes and refuses the rest', () => {
    expect(() => assertPdf(Buffer.from('%PDF-1.4\n...'))).not.toThrow();
    expect(() => assertPdf(Buffer.from('<html>'))).toThrow(DomainError);
  });
});

describe('file URLs', () => {
  it('round-trips a generated key and ignores other URLs', () => {
    const key = pictureKey();
    expect(keyOfFileUrl(fileUrl(key))).toBe(key);
    expect(keyOfFileUrl('https://drive.google.com/file/x')).toBeNull();
    expect(keyOfFileUrl('/api/files/../secret')).toBeNull();
  });
});
