/**
 * The staff password of the /insights dashboard: stored only as a scrypt hash in the
 * configuration (INSIGHTS_PASSWORD_HASH), made by `npm run insights -- --hash-password`.
 * No dependency but node:crypto, so that the configuration's check can use it.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/** `scrypt:N:r:p:salt:hash`, salt and hash in base64url: no `$`, so no shell or env file expands it. */
const HASH_FORMAT = /^scrypt:(\d+):(\d+):(\d+):([A-Za-z0-9_-]{16,}):([A-Za-z0-9_-]{43,})$/;
/** OWASP's floor for scrypt is N=2^17 with r=8; 2^15 keeps one check at 32 MiB, and checks run one at a time. */
const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_BYTES = 32;

/** The configuration's form of a password's hash. */
export async function hashPassword(
  password: string,
  cost: { N: number; r: number; p: number } = COST,
): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, cost);
  return `scrypt:${cost.N}:${cost.r}:${cost.p}:${salt.toString("base64url")}:${hash.toString("base64url")}`;
}

/** Whether a value is a hash that `hashPassword` made (the configuration's check). */
export function isPasswordHash(value: string): boolean {
  const m = HASH_FORMAT.exec(value);
  if (!m) return false;
  const [N, r, p] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return N >= 2 ** 14 && N <= 2 ** 20 && (N & (N - 1)) === 0 && r >= 1 && r <= 32 && p >= 1 && p <= 16;
}

let queue: Promise<unknown> = Promise.resolve();

/** scrypt on the thread pool; one derivation at a time, so that a burst of sign-ins cannot take the memory. */
function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r + 1_048_576 };
  const run = () =>
    new Promise<Buffer>((resolve, reject) =>
      scrypt(password.normalize("NFC"), salt, KEY_BYTES, options, (error, key) =>
        error ? reject(error) : resolve(key),
      ),
    );
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
}

/** Whether the password matches the hash, in time that does not depend on where they differ. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const m = HASH_FORMAT.exec(stored);
  if (!m || password.length > 1_024) return false;
  const expected = Buffer.from(m[5]!, "base64url");
  const actual = await derive(password, Buffer.from(m[4]!, "base64url"), {
    N: Number(m[1]),
    r: Number(m[2]),
    p: Number(m[3]),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
