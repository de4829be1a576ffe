// Password hashing and token generation. scrypt with a small cost: this is a development
// server, but passwords are still never stored as they were typed.
import { createHash, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

const SCRYPT = { N: 1024, r: 8, p: 1 } as const;

export function hashSecret(
  secret: string,
  salt: string = randomBytes(12).toString('base64url'),
): {
  salt: string;
  hash: string;
} {
  return { salt, hash: scryptSync(secret, salt, 32, SCRYPT).toString('base64url') };
}

export function secretMatches(secret: string, salt: string | undefined, hash: string | undefined): boolean {
  if (salt === undefined || hash === undefined) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = scryptSync(secret, salt, 32, SCRYPT);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** An opaque random token: `<prefix>_<base64url>`. */
export function randomToken(prefix: string, bytes = 24): string {
  return `${prefix}_${randomBytes(bytes).toString('base64url')}`;
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A JWT-shaped token (HS256 over `secret`) for the `newjwt` header; the hall looks sessions up by token. */
export function makeJwt(payload: Record<string, unknown>, secret: string): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const head = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}`;
  const signature = createHash('sha256').update(`${secret}.${head}`).digest('base64url');
  return `${head}.${signature}`;
}
