// Password hashing with argon2id (decisions.md section 4). @node-rs/argon2 hashes on libuv's
// thread pool, so a login never blocks the event loop for other requests.
import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2's Algorithm is an ambient const enum, which isolated modules cannot import.
const argon2id = 2;

const options = {
  algorithm: argon2id,
  memoryCost: 19_456, // OWASP's minimum recommendation for argon2id: 19 MiB, 2 passes, 1 lane
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

/**
 * decisions.md 14: a login with an unknown e-mail costs the same time as one with a known e-mail
 * (a verify against this hash of a random password), so timing does not tell which addresses
 * have accounts. Made once, lazily.
 */
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hash(`dummy-${Math.random()}-${Date.now()}`, options);
  await verifyPassword(await dummyHash, password);
  return false;
}
