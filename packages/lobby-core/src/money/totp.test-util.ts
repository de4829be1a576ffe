/**
 * The code an authenticator app shows (RFC 6238: HMAC-SHA-1 over the 30-second step, 6 digits)
 * for a base32 secret, so a test can bind Google authenticator as a player would.
 */
import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function bytesOfBase32(secret: string): Buffer {
  const bytes: number[] = [];
  let buffer = 0;
  let bitCount = 0;
  for (const char of secret.replace(/=+$/, '').toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new TypeError(`not base32: ${char}`);
    buffer = ((buffer << 5) | index) & 0xffff;
    bitCount += 5;
    if (bitCount >= 8) {
      bitCount -= 8;
      bytes.push((buffer >> bitCount) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** The 6-digit code of `secret` at `atMs` (epoch ms). */
export function authenticatorCode(secret: string, atMs: number): string {
  const step = Buffer.alloc(8);
  step.writeBigUInt64BE(BigInt(Math.floor(atMs / 30_000)));
  const mac = createHmac('sha1', bytesOfBase32(secret)).update(step).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}
