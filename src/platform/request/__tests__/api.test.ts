import { allSettled, fork } from 'effector';
import * as z from 'zod/v4-mini';
import { describe, expect, test, vi } from 'vitest';
import type { HostName } from '../../config';
import { $brand } from '../../market';
import { $jwt } from '../../session';
import { createApiMutation, createApiQuery, fetchFx, type RequestFailure } from '..';

const Answer = z.object({ id: z.int(), name: z.string() });

const itemQuery = createApiQuery({
  request: {
    method: 'GET',
    host: 'suggest',
    path: ({ id }: { id: number; kinds: string[] }) => `/items/${id}`,
    query: ({ kinds }) => ({ 'kinds[]': kinds, empty: undefined }),
  },
  response: Answer,
  timeoutMs: 50,
});

const saveMutation = createApiMutation({
  request: { method: 'POST', host: 'loyalty', path: () => '/items', body: (item: { name: string }) => item },
  response: Answer,
});

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

async function run(answer: (request: Request) => Promise<Response>, { jwt = null }: { jwt?: string | null } = {}) {
  const fetchMock = vi.fn(answer);
  const scope = fork({
    values: [
      [$jwt, jwt],
      [$brand, 'WA'],
    ],
    handlers: [[fetchFx, fetchMock]],
  });
  await allSettled(itemQuery.start, { scope, params: { id: 7, kinds: ['city', 'airport'] } });
  return { scope, request: fetchMock.mock.calls[0]?.[0], data: scope.getState(itemQuery.$data), error: scope.getState(itemQuery.$error) };
}

describe('API queries and mutations', () => {
  test('a query asks its host with the path, query and JSON accept header, and gives the checked answer', async () => {
    const { request, data, error } = await run(async () => json({ id: 7, name: 'seven' }));
    const url = new URL(request!.url);
    expect(request!.method).toBe('GET');
    expect(url.pathname).toBe('/api/suggest/items/7');
    expect(url.searchParams.getAll('kinds[]')).toEqual(['city', 'airport']);
    expect(url.searchParams.has('empty')).toBe(false);
    expect(request!.headers.get('accept')).toBe('application/json');
    expect(request!.headers.has('authorization')).toBe(false);
    expect(data).toEqual({ id: 7, name: 'seven' });
    expect(error).toBeNull();
  });

  test('the account token goes in the Authorization header', async () => {
    const { request } = await run(async () => json({ id: 7, name: 'seven' }), { jwt: 'token-1' });
    expect(request!.headers.get('authorization')).toBe('Bearer token-1');
  });

  test('a mutation sends its body as JSON to the brand’s host', async () => {
    const fetchMock = vi.fn(async (_: Request) => json({ id: 1, name: 'new' }, 201));
    const scope = fork({ values: [[$brand, 'WA']], handlers: [[fetchFx, fetchMock]] });
    const done = vi.fn();
    saveMutation.finished.success.watch(done);
    await allSettled(saveMutation.start, { scope, params: { name: 'new' } });
    const request = fetchMock.mock.calls[0]![0];
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/loyalty/items');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(await request.json()).toEqual({ name: 'new' });
    expect(done).toHaveBeenCalledWith(expect.objectContaining({ result: { id: 1, name: 'new' } }));
  });

  test.each<[string, (request: Request) => Promise<Response>, RequestFailure]>([
    [
      'an answer that breaks the contract',
      async () => json({ id: 'seven' }),
      // Each wrong field by its path; the wording after it is zod's (detailed once its English locale is loaded).
      { kind: 'invalid-data', problems: [expect.stringMatching(/^id: Invalid input/), expect.stringMatching(/^name: Invalid input/)] },
    ],
    [
      'a refusal with the server’s reason',
      async () => json({ statusCode: 400, error: 'Bad Request', message: 'Infants cannot outnumber adults', code: 'too_many_infants' }, 400),
      { kind: 'http', status: 400, statusText: '', message: 'Infants cannot outnumber adults', code: 'too_many_infants', retryAfterSeconds: null },
    ],
    [
      'a refusal naming the field it is about',
      async () =>
        json({ statusCode: 400, error: 'Bad Request', message: 'passengers.0.birth_date: …', code: 'birth_future', field: 'passengers.0.birth_date' }, 400),
      {
        kind: 'http',
        status: 400,
        statusText: '',
        message: 'passengers.0.birth_date: …',
        code: 'birth_future',
        field: 'passengers.0.birth_date',
        retryAfterSeconds: null,
      },
    ],
    [
      'a rate limit with Retry-After',
      async () => json({ statusCode: 429, error: 'Too Many Requests', message: 'Rate limit exceeded' }, 429, { 'retry-after': '30' }),
      { kind: 'http', status: 429, statusText: '', message: 'Rate limit exceeded', code: null, retryAfterSeconds: 30 },
    ],
    [
      'a gateway page instead of JSON',
      async () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
      { kind: 'http', status: 502, statusText: 'Bad Gateway', message: 'HTTP error, status: 502', code: null, retryAfterSeconds: null },
    ],
    [
      'a success that is not JSON',
      async () => new Response('<html></html>', { status: 200 }),
      { kind: 'preparation', message: 'Response is not JSON (status 200)' },
    ],
    ['a lost connection', async () => Promise.reject(new TypeError('Failed to fetch')), { kind: 'network', message: 'Failed to fetch' }],
    ['an aborted request', async () => Promise.reject(new DOMException('The operation was aborted.', 'AbortError')), { kind: 'abort' }],
    [
      'no answer in time',
      (request) => new Promise<Response>((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason))),
      { kind: 'timeout', timeoutMs: 50 },
    ],
  ])('%s is a failure of its kind', async (_, answer, failure) => {
    const { data, error } = await run(answer);
    expect(data).toBeNull();
    expect(error).toEqual(failure);
  });

  test('a host the configuration lacks is a configuration failure, and nothing is sent', async () => {
    const misconfigured = createApiQuery({ request: { method: 'GET', host: 'nowhere' as HostName, path: () => '/' }, response: Answer });
    const fetchMock = vi.fn(async () => json({}));
    const scope = fork({ handlers: [[fetchFx, fetchMock]] });
    await allSettled(misconfigured.start, { scope });
    expect(scope.getState(misconfigured.$error)).toEqual({ kind: 'configuration', message: 'Config nowhere not found' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('a 401 clears the account token (spec §8), other refusals keep it', async () => {
    const refused = await run(async () => json({ statusCode: 403, error: 'Forbidden', message: 'No' }, 403), { jwt: 'token-1' });
    expect(refused.scope.getState($jwt)).toBe('token-1');
    const expired = await run(async () => json({ statusCode: 401, error: 'Unauthorized', message: 'Token expired' }, 401), { jwt: 'token-1' });
    expect(expired.error).toMatchObject({ kind: 'http', status: 401 });
    expect(expired.scope.getState($jwt)).toBeNull();
  });
});
