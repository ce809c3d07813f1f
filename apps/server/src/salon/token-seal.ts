import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Google tokens at rest: AES-256-GCM under GOOGLE_TOKEN_KEY, so a copy of the database (a backup,
 * a dump handed to support) does not open anyone's calendar. `v1.` + base64url(iv | tag | text).
 * Without a key (the sandbox, whose tokens are fake) values are kept as they are.
 */
export interface TokenSealer {
  seal(text: string): string;
  seal(text: string | null): string | null;
  open(stored: string): string;
  open(stored: string | null): string | null;
}

const PREFIX = 'v1.';

export function tokenSealer(key: Buffer | undefined): TokenSealer {
  if (!key) {
    return {
      seal: ((text: string | null) => text) as TokenSealer['seal'],
      open: ((stored: string | null) => stored) as TokenSealer['open'],
    };
  }
  if (key.length !== 32) throw new Error('GOOGLE_TOKEN_KEY must be 32 bytes');
  const seal = (text: string | null) => {
    if (text === null) return null;
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
    return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  };
  const open = (stored: string | null) => {
    if (stored === null) return null;
    if (!stored.startsWith(PREFIX)) throw new Error('a Google token is stored without encryption');
    const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  };
  return { seal: seal as TokenSealer['seal'], open: open as TokenSealer['open'] };
}
