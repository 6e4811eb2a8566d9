import { allSettled, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { $language, $market } from '../../../platform/market';
import { fetchFx } from '../../../platform/request';
import { $jwt } from '../../../platform/session';
import { $settings } from '../../../platform/user';
import { $marketing, $marketingChoice, $marketingSave, marketingChanged, marketingOpened } from '../model/marketing';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const kept = { market: 'ru', language: 'ru', email: 'anna@example.com', topics: ['deals'], status: 'active' };

/** The user service's subscription calls; `refuse` answers the POST with that status. */
function subscriptionService({ refuse }: { refuse?: number } = {}) {
  const posted: unknown[] = [];
  const answer = vi.fn(async (request: Request) => {
    if (request.method === 'GET') return json({ subscription: kept });
    const body = (await request.json()) as { subscribed: boolean; topics: string[]; market: string; language: string };
    posted.push(body);
    if (refuse) return json({ statusCode: refuse, error: 'x', message: 'User has not active email', code: 'no_active_email' }, refuse);
    return json({ ...kept, market: body.market, language: body.language, topics: body.topics, status: body.subscribed ? 'active' : 'not_active' });
  });
  const scope = fork({
    values: [
      [$market, 'kz'],
      [$language, 'kk'],
      [$jwt, 'jwt-1'],
      [$settings, { notification_language: 'ru' }],
    ],
    handlers: [[fetchFx, answer]],
  });
  return { scope, posted };
}

describe('the marketing subscription (spec §7)', () => {
  test('is read when the page opens; a change goes in the visit’s market and the notification language', async () => {
    const { scope, posted } = subscriptionService();
    await allSettled(marketingOpened, { scope });
    expect(scope.getState($marketing)).toEqual(kept);
    await allSettled(marketingChanged, { scope, params: { subscribed: true, topics: ['deals', 'news'] } });
    expect(posted).toEqual([{ market: 'kz', language: 'ru', subscribed: true, topics: ['deals', 'news'] }]);
    expect(scope.getState($marketing)).toMatchObject({ topics: ['deals', 'news'], status: 'active' });
    expect(scope.getState($marketingSave)).toBe('saved');
    expect(scope.getState($marketingChoice)).toBeNull();
  });

  test('a refused change goes back to what is kept and says there is no e-mail', async () => {
    const { scope } = subscriptionService({ refuse: 422 });
    await allSettled(marketingOpened, { scope });
    await allSettled(marketingChanged, { scope, params: { subscribed: false, topics: ['deals'] } });
    expect(scope.getState($marketingSave)).toBe('no_email');
    expect(scope.getState($marketingChoice)).toBeNull();
    expect(scope.getState($marketing)).toEqual(kept);
  });
});
