import { allSettled, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { $anonymousId } from '../../../platform/cookies';
import { $brand, $market } from '../../../platform/market';
import { fetchFx } from '../../../platform/request';
import { $jwt, $loginDialogOpen, loginRequested } from '../../../platform/session';
import {
  $phone,
  $phoneReader,
  $problem,
  $socialProviders,
  $step,
  codeChanged,
  codeSubmitted,
  consentChanged,
  numberChangeAsked,
  phoneChanged,
  phoneReaderWanted,
  phoneSubmitted,
  providersWanted,
} from '../model/login';

const sessionId = '0b8a4b8e-7d0b-4d1a-9a51-0c6c5f6c1f10';
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function phoneService({
  code = '123456',
  failFinish,
  brand = 'AS',
  market = 'ru',
}: { code?: string; failFinish?: { status: number; code: string }; brand?: 'AS' | 'WA'; market?: string } = {}) {
  const calls: { path: string; query: string; body: unknown }[] = [];
  const answer = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    const body = request.method === 'POST' ? await request.json() : null;
    calls.push({ path: url.pathname, query: url.search, body });
    if (url.pathname === '/api/v2/auth/phone') return json({ session_id: sessionId });
    if (url.pathname === '/api/v2/auth/phone/finish') {
      if (failFinish) return json({ statusCode: failFinish.status, error: 'x', message: 'x', code: failFinish.code }, failFinish.status);
      return (body as { code: string }).code === code
        ? json({ jwt: 'jwt-1', is_new_user: true })
        : json({ statusCode: 400, error: 'Bad Request', message: 'Wrong code', code: 'invalid_code' }, 400);
    }
    return json({ searches: [], user: { id: 'u', email: null, settings: {} } });
  });
  const scope = fork({
    values: [
      [$brand, brand],
      [$market, market],
      [$anonymousId, 'anon-1'],
    ],
    handlers: [[fetchFx, answer]],
  });
  return { scope, calls };
}

describe('phone login (spec §5, §7)', () => {
  test('a number goes in E.164 with market, consent and uid; the code gives a JWT and closes the dialog', async () => {
    const { scope, calls } = phoneService();
    await allSettled(loginRequested, { scope });
    await allSettled(phoneChanged, { scope, params: '+7 916 123 45 67' });
    await allSettled(consentChanged, { scope, params: true });
    await allSettled(phoneSubmitted, { scope });
    expect(calls[0]).toEqual({ path: '/api/v2/auth/phone', query: '?uid=anon-1', body: { phone: '+79161234567', market: 'ru', marketing_accepted: true } });
    expect(scope.getState($step)).toBe('code');

    await allSettled(codeChanged, { scope, params: '12 34 56' });
    await allSettled(codeSubmitted, { scope });
    expect(calls[1]).toMatchObject({ path: '/api/v2/auth/phone/finish', body: { code: '123456', session_id: sessionId } });
    expect(scope.getState($jwt)).toBe('jwt-1');
    expect(scope.getState($loginDialogOpen)).toBe(false);
  });

  test('a number that is not Russian is refused without asking the server', async () => {
    const { scope, calls } = phoneService();
    await allSettled(phoneChanged, { scope, params: '+7 816 123 45 67' });
    await allSettled(phoneSubmitted, { scope });
    expect(scope.getState($problem)).toBe('invalid_phone');
    expect(calls).toEqual([]);
  });

  test.each([
    ['+7 916 123 45 67', 'with the country code'],
    ['8 916 123 45 67', 'with the trunk prefix'],
    ['916 123 45 67', 'without either'],
  ])('on the regional brand %s (%s) goes as +79161234567', async (typed) => {
    const { scope, calls } = phoneService();
    await allSettled(phoneChanged, { scope, params: typed });
    await allSettled(phoneSubmitted, { scope });
    expect(calls[0]).toMatchObject({ path: '/api/v2/auth/phone', body: { phone: '+79161234567', market: 'ru' } });
  });

  test('on the regional brand a US number is refused without asking the server', async () => {
    const { scope, calls } = phoneService();
    await allSettled(phoneChanged, { scope, params: '+1 212 555 0100' });
    await allSettled(phoneSubmitted, { scope });
    expect(scope.getState($problem)).toBe('invalid_phone');
    expect(calls).toEqual([]);
  });

  test('on the international brand a Russian number goes in E.164 too, whatever the market', async () => {
    const { scope, calls } = phoneService({ brand: 'WA', market: 'us' });
    await allSettled(phoneChanged, { scope, params: '+7 916 202 88 90' });
    await allSettled(phoneSubmitted, { scope });
    expect(calls[0]).toMatchObject({ body: { phone: '+79162028890', market: 'us' } });
  });

  test('on the international brand a US number goes in E.164 with the market; a landline is refused', async () => {
    const { scope, calls } = phoneService({ brand: 'WA', market: 'us' });
    await allSettled(phoneChanged, { scope, params: '+44 20 7946 0958' });
    await allSettled(phoneSubmitted, { scope });
    expect(scope.getState($problem)).toBe('invalid_phone');
    expect(calls).toEqual([]);
    await allSettled(phoneChanged, { scope, params: '+1 212 555 0100' });
    await allSettled(phoneSubmitted, { scope });
    expect(calls[0]).toEqual({ path: '/api/v2/auth/phone', query: '?uid=anon-1', body: { phone: '+12125550100', market: 'us', marketing_accepted: false } });
    expect(scope.getState($step)).toBe('code');
  });

  test("the field's reader is the brand's rule, and what was typed before it came is formatted", async () => {
    const wa = phoneService({ brand: 'WA', market: 'us' }).scope;
    await allSettled(phoneChanged, { scope: wa, params: '+12125550100' });
    await allSettled(phoneReaderWanted, { scope: wa });
    expect(wa.getState($phone)).toBe('+1 212 555 0100');
    expect(wa.getState($phoneReader)!('2125550100', 'us').value).toBe('(212) 555-0100');
    const as = phoneService().scope;
    await allSettled(phoneReaderWanted, { scope: as });
    expect(as.getState($phoneReader)!('89161234567', 'ru').value).toBe('+7 916 123 45 67');
  });

  test('a wrong code is said so and the step stays; a short code is not sent', async () => {
    const { scope, calls } = phoneService();
    await allSettled(phoneChanged, { scope, params: '79161234567' });
    await allSettled(phoneSubmitted, { scope });
    await allSettled(codeChanged, { scope, params: '123' });
    await allSettled(codeSubmitted, { scope });
    expect(scope.getState($problem)).toBe('invalid_code');
    expect(calls).toHaveLength(1);
    await allSettled(codeChanged, { scope, params: '654321' });
    await allSettled(codeSubmitted, { scope });
    expect(scope.getState($problem)).toBe('invalid_code');
    expect(scope.getState($step)).toBe('code');
    expect(scope.getState($jwt)).toBeNull();
  });

  test('too many wrong codes go back to the phone, which stays as typed', async () => {
    const { scope } = phoneService({ failFinish: { status: 429, code: 'too_many_attempts' } });
    await allSettled(phoneChanged, { scope, params: '+7 916 123 45 67' });
    await allSettled(phoneSubmitted, { scope });
    await allSettled(codeChanged, { scope, params: '111111' });
    await allSettled(codeSubmitted, { scope });
    expect(scope.getState($problem)).toBe('too_many_attempts');
    expect(scope.getState($step)).toBe('phone');
  });

  test('changing the number goes back to the phone step', async () => {
    const { scope } = phoneService();
    await allSettled(phoneChanged, { scope, params: '79161234567' });
    await allSettled(phoneSubmitted, { scope });
    await allSettled(numberChangeAsked, { scope });
    expect(scope.getState($step)).toBe('phone');
  });
});

describe('social providers on offer', () => {
  test('the dialog asks the server once per visit; none are offered until it answers, or when it cannot', async () => {
    const asked = vi.fn(async () => json({ providers: ['google', 'test'] }));
    const scope = fork({ handlers: [[fetchFx, asked]] });
    expect(scope.getState($socialProviders)).toEqual([]);
    await allSettled(providersWanted, { scope });
    expect(scope.getState($socialProviders)).toEqual(['google', 'test']);
    await allSettled(providersWanted, { scope });
    expect(asked).toHaveBeenCalledTimes(1);
    expect(new URL((asked.mock.calls[0] as unknown as [Request])[0].url).pathname).toBe('/api/v2/auth/providers');

    const down = fork({ handlers: [[fetchFx, async () => json({ message: 'x' }, 503)]] });
    await allSettled(providersWanted, { scope: down });
    expect(down.getState($socialProviders)).toEqual([]);
  });
});
