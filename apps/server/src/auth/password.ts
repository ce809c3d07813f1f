import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
/** OWASP's scrypt setting (N = 2^17, r = 8, p = 1): 128 MiB and about 340 ms per hash here. */
export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
/** Node refuses more than 32 MiB by default; 128 × N × r plus headroom. */
const MAX_MEMORY = 256 * 1024 * 1024;

function scryptAsync(
  password: string,
  salt: Buffer,
  keylen: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Self-describing so the cost can be raised later without invalidating stored hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEY_LENGTH, { ...SCRYPT_PARAMS, maxmem: MAX_MEMORY });
  return [
    'scrypt',
    SCRYPT_PARAMS.N,
    SCRYPT_PARAMS.r,
    SCRYPT_PARAMS.p,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, n, r, p, saltText, keyText] = stored.split('$');
  if (algorithm !== 'scrypt' || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64');
  const actual = await scryptAsync(password, Buffer.from(saltText, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEMORY,
  });
  return timingSafeEqual(actual, expected);
}

/** True for a hash made with weaker settings than today's: it is upgraded at the next good login. */
export function needsRehash(stored: string): boolean {
  const [algorithm, n, r, p] = stored.split('$');
  return (
    algorithm !== 'scrypt' ||
    Number(n) !== SCRYPT_PARAMS.N ||
    Number(r) !== SCRYPT_PARAMS.r ||
    Number(p) !== SCRYPT_PARAMS.p
  );
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash to verify against when the e-mail is unknown, so both failures cost one scrypt and the
 * response time does not reveal which addresses exist.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}
