// Decision 242: the client secret of a company's identity provider is kept sealed with
// AES-256-GCM under a key derived (HKDF-SHA-256) from JWT_SECRET, which every server process on
// the database shares (decision 223). A database dump alone does not give the secret away; the
// API never answers it. Changing JWT_SECRET makes the sealed secrets unreadable: the owner enters
// the secret again (sign-ins answer 503 until then).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const version = 'v1';

export interface SecretBox {
  seal(plain: string): string;
  /** The secret, or null when it was sealed under another key (or is damaged). */
  open(sealed: string): string | null;
}

export function createSecretBox(masterSecret: string): SecretBox {
  const key = Buffer.from(
    hkdfSync('sha256', masterSecret, 'talentpool', 'sso client secret v1', 32),
  );
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [version, iv, tag, body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [v, iv, tag, body] = sealed.split('.');
      if (v !== version || !iv || !tag || body === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(body, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
