import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { phoneCodeLength } from '../../contracts/auth';

/** How long a one-time code works. */
export const codeLifetimeMs = 5 * 60 * 1000;
/** Wrong codes a phone login session takes; the next try is refused even with the right code. */
export const maxCodeAttempts = 5;
/** Codes one phone may be sent per hour. */
export const codesPerPhonePerHour = 5;

/** A random code of `phoneCodeLength` digits. */
export const newCode = (): string => String(randomInt(0, 10 ** phoneCodeLength)).padStart(phoneCodeLength, '0');

/**
 * One-time codes are kept only as an HMAC bound to their session: without the server's key a
 * stolen table gives nothing, and a code of one session is worthless in another.
 */
export class CodeHasher {
  constructor(private readonly key: Uint8Array) {}

  hash(sessionId: string, code: string): string {
    return createHmac('sha256', this.key).update(`${sessionId}:${code}`).digest('hex');
  }

  matches(sessionId: string, code: string, stored: string): boolean {
    const expected = Buffer.from(stored, 'hex');
    const actual = Buffer.from(this.hash(sessionId, code), 'hex');
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }
}
