import { expect } from 'vitest';
import type { Passenger } from '../../contracts/passenger';
import { AuthResult, PhoneAuthResponse } from '../../contracts/auth';
import { testAdminToken, type TestApp } from './test-app';

// Logging in and reading the outbox as a person would, for the API tests of every module with private calls.

export const admin = { 'x-admin-token': testAdminToken };
export const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });

interface StoredMessage {
  id: number;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  attachments: { filename: string; contentType: string; content: string }[] | null;
}

/** The outbox's messages to `recipient`, newest first, read from its private page as JSON. */
export async function outbox(t: TestApp, recipient: string, prefix = ''): Promise<StoredMessage[]> {
  const response = await t.app.inject({ method: 'GET', url: `${prefix}/api/v2/outbox?format=json&recipient=${encodeURIComponent(recipient)}`, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { messages: StoredMessage[] }).messages;
}

/** The code of the latest SMS to `phone` (digits). */
export async function latestCode(t: TestApp, phone: string, prefix = ''): Promise<string> {
  const [message] = await outbox(t, phone, prefix);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  expect(code, 'an SMS with a code').toBeDefined();
  return code!;
}

export async function startPhoneLogin(t: TestApp, phone: string, prefix = '', remoteAddress?: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: `${prefix}/api/v2/auth/phone?uid=anon-1`,
    payload: { phone, market: 'ru', marketing_accepted: true },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return PhoneAuthResponse.parse(response.json()).session_id;
}

/** A whole phone login: the code read from the outbox, as a person reads the SMS. */
export async function phoneLogin(t: TestApp, phone = '+7 916 123-45-67', prefix = ''): Promise<AuthResult> {
  const sessionId = await startPhoneLogin(t, phone, prefix);
  const code = await latestCode(t, phone.replace(/\D/g, ''), prefix);
  const response = await t.app.inject({ method: 'POST', url: `${prefix}/api/v2/auth/phone/finish`, payload: { code, session_id: sessionId } });
  expect(response.statusCode, response.body).toBe(200);
  return AuthResult.parse(response.json());
}

export const passenger = (change: Partial<Passenger> = {}): Passenger => ({
  first_name: 'Ivan',
  last_name: 'Petrov',
  middle_name: null,
  birth_date: '1990-05-17',
  gender: 'male',
  citizenship: 'RU',
  document: { type: 'international_passport', number: '751234567', expires_at: '2036-01-01' },
  ...change,
});
