// Hostile files (issue 10) against every upload: the user's picture, the company's picture and
// the CV. Oversize is 413; anything that is not what it claims by its bytes (wrong magic, SVG
// with script, polyglots, a decompression bomb) is 415; an accepted picture comes back
// re-encoded as WebP without metadata, under a key the server chose.
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '@talentpool/domain/limits';
import { createAccount, type TestAccount } from '../helpers/accounts';
import { json, startTestServer, type TestServer } from '../helpers/testServer';
import { multipart, pdfBytes } from './fixtures';

let server: TestServer;
let user: TestAccount;
let company: TestAccount;
let jpegWithExif: Buffer;
let png: Buffer;

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG that claims 100 000 × 100 000 pixels (10 gigapixels) in a few hundred bytes. */
function decompressionBomb(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(100_000, 0);
  ihdr.writeUInt32BE(100_000, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(100_001 * 4))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
const svg = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="10" height="10"/></svg>',
);

beforeAll(async () => {
  server = await startTestServer();
  [user, company] = await Promise.all([
    createAccount(server, 'User'),
    createAccount(server, 'Company'),
  ]);
  png = await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 10, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
  jpegWithExif = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 250, g: 200, b: 10 } },
  })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret-exif-owner', Artist: 'Someone private' } })
    .toBuffer();
});

afterAll(async () => {
  await server?.close();
});

const uploads = [
  { name: 'PATCH user/uploadImg', path: '/api/user/uploadImg', field: 'pic', as: () => user },
  {
    name: 'PATCH company/uploadImg',
    path: '/api/company/uploadImg',
    field: 'pic',
    as: () => company,
  },
] as const;

function upload(
  path: string,
  field: string,
  token: string,
  bytes: Buffer,
  name: string,
  type: string,
) {
  return server.request(path, {
    method: 'PATCH',
    token,
    body: multipart(field, bytes, name, type),
  });
}

async function expectRefused(res: Response, status: 413 | 415) {
  const body = await json(res);
  expect(res.status, JSON.stringify(body)).toBe(status);
  expect(body.code).toBe(status === 413 ? 'FILE_TOO_LARGE' : 'UNSUPPORTED_FILE');
  expect(Object.keys(body).sort()).toEqual(['code', 'error']);
}

describe.each(uploads)('$name', ({ path, field, as }) => {
  const hostile: [string, () => Buffer, string, string, 413 | 415][] = [
    [
      'a file over the limit, even with PNG magic',
      () => Buffer.concat([png, Buffer.alloc(limits.uploadMaxBytes + 1 - png.length)]),
      'big.png',
      'image/png',
      413,
    ],
    ['HTML named and typed as a PNG', () => html, 'pic.png', 'image/png', 415],
    ['an SVG with script', () => svg, 'pic.svg', 'image/svg+xml', 415],
    [
      'a JPEG header glued to HTML',
      () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), html]),
      'x.jpg',
      'image/jpeg',
      415,
    ],
    [
      'a PNG header glued to a PDF',
      () => Buffer.concat([png.subarray(0, 8), pdfBytes]),
      'x.png',
      'image/png',
      415,
    ],
    ['a decompression bomb (10 gigapixels)', decompressionBomb, 'bomb.png', 'image/png', 415],
    ['an empty file', () => Buffer.alloc(0), 'empty.png', 'image/png', 415],
  ];

  it.each(hostile)('refuses %s', async (_what, bytes, name, type, status) => {
    await expectRefused(await upload(path, field, as().token, bytes(), name, type), status);
  });

  it('stores an accepted picture re-encoded as WebP without metadata, under its own key', async () => {
    const res = await upload(
      path,
      field,
      as().token,
      jpegWithExif,
      '../../../etc/passwd<script>.jpg',
      'image/jpeg',
    );
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    // The user's upload answers {url}; the company's answers the company with its pic.
    const url: string = body.url ?? body.pic;
    expect(url).toMatch(/^\/api\/files\/pic-[\w-]+\.webp$/);
    const file = await server.request(url);
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.toString('latin1', 0, 4)).toBe('RIFF');
    expect(bytes.toString('latin1', 8, 12)).toBe('WEBP');
    expect(bytes.toString('latin1')).not.toContain('secret-exif-owner');
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBeLessThanOrEqual(400);
  });
});

describe('PATCH user/uploadCv', () => {
  const hostile: [string, () => Buffer, string, string, 413 | 415][] = [
    [
      'a PDF over the limit',
      () => Buffer.concat([pdfBytes, Buffer.alloc(limits.uploadMaxBytes + 1)]),
      'cv.pdf',
      'application/pdf',
      413,
    ],
    ['HTML named and typed as a PDF', () => html, 'cv.pdf', 'application/pdf', 415],
    ['a PNG typed as a PDF', () => png, 'cv.pdf', 'application/pdf', 415],
    ['an SVG with script', () => svg, 'cv.svg', 'image/svg+xml', 415],
    [
      'a JPEG header glued to a PDF',
      () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), pdfBytes]),
      'cv.pdf',
      'application/pdf',
      415,
    ],
    [
      'HTML with a PDF inside',
      () => Buffer.concat([html, pdfBytes]),
      'cv.pdf',
      'application/pdf',
      415,
    ],
  ];

  it.each(hostile)('refuses %s', async (_what, bytes, name, type, status) => {
    await expectRefused(
      await upload('/api/user/uploadCv', 'cv', user.token, bytes(), name, type),
      status,
    );
  });

  it('keeps an accepted CV under its own key, served as a PDF attachment only', async () => {
    const res = await upload(
      '/api/user/uploadCv',
      'cv',
      user.token,
      pdfBytes,
      '..\\..\\windows\\system32\\cv.pdf',
      'text/html',
    );
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.url).toMatch(/^\/api\/files\/cv-[\w-]+\.pdf$/);
    const file = await server.request(body.url, { token: user.token });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment/);
  });

  it('refuses path traversal in a file key', async () => {
    for (const key of [
      '..%2F..%2Fetc%2Fpasswd',
      '..%2Fpic-x.webp',
      'pic-..%2F..%2Fx.webp',
      'cv-%2E%2E%2Fx.pdf',
    ]) {
      const res = await server.request(`/api/files/${key}`, { token: user.token });
      expect(res.status, key).toBeGreaterThanOrEqual(400);
      expect(res.status, key).toBeLessThan(500);
      expect(await res.text()).not.toContain('root:');
    }
  });
});
