import { expect } from 'vitest';
import type { Ticket } from '../../../../contracts/search';
import type { Passenger } from '../../../../contracts/passenger';
import { AuthResult, PhoneAuthResponse, SocialAuthMessage } from '../../../../contracts/auth';
import { searchQuery } from '../../../testing/search-query';
import { testAdminToken, type TestApp } from '../../../testing/test-app';

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

const local = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

/** The message the finish page would post, and the origin it would post it to. */
export function finishResult(html: string): { message: SocialAuthMessage; targetOrigin: string } | null {
  const json = html.match(/<script type="application\/json" id="auth-result">([\s\S]*?)<\/script>/)?.[1];
  expect(json, 'the finish page carries its result').toBeDefined();
  const data = JSON.parse(json!) as { message: unknown; targetOrigin: string } | null;
  return data && { message: SocialAuthMessage.parse(data.message), targetOrigin: data.targetOrigin };
}

/**
 * A social login through the built-in test provider, as the popup goes: the popup URL, the
 * provider's sign-in page and form, back to the callback; answers the finish page's response.
 */
export async function socialLogin(t: TestApp, { email = 'traveller@example.com', redirectUri = 'http://localhost:3000/my', deny = false } = {}) {
  const popup = await t.app.inject({
    method: 'GET',
    url: `/auth/v2/test?uid=anon-1&redirect_uri=${encodeURIComponent(redirectUri)}&market=ru&marketing_accepted=1`,
  });
  expect(popup.statusCode, popup.body).toBe(302);
  const authorize = new URL(popup.headers.location as string);
  const page = await t.app.inject({ method: 'GET', url: local(authorize.toString()), headers: admin });
  expect(page.statusCode, page.body).toBe(200);
  expect(page.body).toContain('<form method="post" action="/auth/test-oidc/authorize">');
  const form = new URLSearchParams(authorize.searchParams);
  form.set('email', email);
  form.set('name', 'Test Traveller');
  form.set('action', deny ? 'deny' : 'allow');
  const signedIn = await t.app.inject({
    method: 'POST',
    url: '/auth/test-oidc/authorize',
    headers: { ...admin, 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  expect(signedIn.statusCode, signedIn.body).toBe(302);
  return t.app.inject({ method: 'GET', url: local(signedIn.headers.location as string) });
}

export const ticket = (id = 'ticket-1'): Ticket => ({
  id,
  segments: [
    {
      flights: [{ carrier: 'SU', number: '1402', origin: 'SVO', destination: 'LED', departure: '2026-12-20T08:00', arrival: '2026-12-20T09:30', duration: 90 }],
      duration: 90,
    },
  ],
  offers: [{ agency_id: 'a1', agency_name: 'Agency', price: 5400, baggage: true, baggage_kg: 23 }],
});

export const searchParams = searchQuery;

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
