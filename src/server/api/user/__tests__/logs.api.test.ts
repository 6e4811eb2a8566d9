import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp, testUserAuth, type TestApp } from '../../../testing/test-app';
import { bearer, finishResult, latestCode, outbox, socialLogin, startPhoneLogin } from './helpers';

/**
 * Codes, tokens and phone numbers never reach the log: every secret a login makes is collected
 * while the calls run, then searched for in every captured log line (requests, warnings, errors).
 */
const lines: string[] = [];
let t: TestApp;
let failing: TestApp;
beforeAll(async () => {
  const userAuth = testUserAuth({ phoneAuthRateLimit: 1000 });
  t = await buildTestApp({ globalRateLimit: 10_000, userAuth }, { logStream: { write: (line) => void lines.push(line) } });
  // An SMS provider that cannot be reached: the failure is logged, the number and code are not.
  failing = await buildTestApp(
    { userAuth: { ...userAuth, sms: { url: 'http://127.0.0.1:9/send', token: 'sms-token-in-config', sender: 'Aviasmart' } } },
    { logStream: { write: (line) => void lines.push(line) } },
  );
});
afterAll(async () => {
  await t.close();
  await failing.close();
});

test('phone numbers, codes, JWTs, handoff cookies and activation tokens appear in no log line', async () => {
  const secrets: string[] = [];
  const phone = '79167770011';
  secrets.push(phone, '916 777-00-11', '9167770011');

  // Phone login with wrong codes first (the failures are logged as 400s), then the right one.
  const sessionId = await startPhoneLogin(t, '+7 916 777-00-11');
  const code = await latestCode(t, phone);
  secrets.push(code);
  await t.app.inject({ method: 'POST', url: '/api/v2/auth/phone/finish', payload: { code: code === '000000' ? '111111' : '000000', session_id: sessionId } });
  const finished = await t.app.inject({ method: 'POST', url: '/api/v2/auth/phone/finish', payload: { code, session_id: sessionId } });
  const jwt = finished.json().jwt as string;
  secrets.push(jwt, jwt.split('.')[2]!);

  await t.app.inject({ method: 'GET', url: '/api/v2/user', headers: bearer(jwt) });
  await t.app.inject({ method: 'GET', url: '/api/v2/user', headers: bearer(`${jwt}x`) });
  await t.app.inject({ method: 'POST', url: '/api/identifier-check', payload: { identifier: phone } });

  // E-mail activation: the link's token.
  await t.app.inject({ method: 'POST', url: '/api/v2/user/active_email', headers: bearer(jwt), payload: { email: 'logs@example.com' } });
  const [mail] = await outbox(t, 'logs@example.com');
  const link = new URL(mail!.body.match(/https?:\/\/\S+/)![0]);
  secrets.push(link.searchParams.get('token')!);
  await t.app.inject({ method: 'GET', url: link.pathname + link.search });

  // Social login: the provider's code and state in the callback URL, the JWT and the handoff cookie.
  const page = await socialLogin(t, { email: 'logs.social@example.com' });
  const message = finishResult(page.body)!.message;
  if (message.ok) secrets.push(message.jwt);
  const handoff = page.cookies.find((cookie) => cookie.name === 'auth_handoff')!.value;
  secrets.push(handoff);
  await t.app.inject({ method: 'GET', url: '/api/v2/auth/v2/jwt', cookies: { auth_handoff: handoff } });

  // A provider failure is a 500 whose log line names the error only.
  const failed = await failing.app.inject({ method: 'POST', url: '/api/v2/auth/phone', payload: { phone: '+7 916 777-00-12' } });
  expect(failed.statusCode).toBe(500);
  secrets.push('79167770012', 'sms-token-in-config');

  const log = lines.join('\n');
  // The capture works: the calls and the provider failure were logged.
  expect(log).toContain('/api/v2/auth/phone/finish');
  expect(log).toContain('SMS provider unreachable');
  for (const secret of secrets) expect(log, `log must not contain ${secret.slice(0, 12)}…`).not.toContain(secret);
  expect(log).not.toMatch(/Bearer\s+ey/);
});
