import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, test } from 'vitest';
import * as z from 'zod/v4-mini';
import { ApiError } from '../../../contracts/errors';
import { SearchQuery, SearchResultsParams } from '../../../contracts/search';
import { loadConfig } from '../../config';
import { configPlugin } from '../../plugins/config';
import { errorsPlugin } from '../../plugins/errors';
import { notAuthorized } from '../../auth/sessions';
import { openApiDocument, routeListPlugin } from '../openapi';
import { apiRoutes } from '../route';

const Answer = z.object({ id: z.string(), count: z.int().check(z.nonnegative()) });

/** A server with one route whose handler answers whatever the test hands it. */
async function serverAnswering(answer: unknown, nodeEnv: 'test' | 'production', logs: string[] = []) {
  const stream = new Writable({ write: (chunk, _encoding, done) => (logs.push(String(chunk)), done()) });
  const app = Fastify({ logger: { level: 'error', stream } });
  await app.register(configPlugin, { config: loadConfig({ NODE_ENV: nodeEnv }) });
  await app.register(routeListPlugin);
  await app.register(errorsPlugin);
  apiRoutes(
    app,
    'Tests',
  )({
    method: 'POST',
    url: '/things/:id',
    config: { rateLimit: false },
    contract: {
      summary: 'Answers what the test says',
      params: SearchResultsParams,
      query: z.object({ count: z._default(z.coerce.number().check(z.int('must be a whole number')), 0) }),
      body: SearchQuery,
      responses: { 200: Answer, 404: ApiError },
    },
    handler: async () => answer as z.input<typeof Answer>,
  });
  await app.ready();
  return app;
}

const id = '4f1c2d3e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const query = { origin: 'MOW', destination: 'IST', departDate: '2026-04-10', passengers: { adults: 1, children: 0, infants: 0 } };
const post = (app: FastifyInstance, url: string, payload?: object) => app.inject({ method: 'POST', url, ...(payload ? { payload } : {}) });

let app: FastifyInstance;
afterEach(() => app?.close());

describe('input', () => {
  test.each([
    [`/things/12345`, query, 'id: Search id must be a UUID'],
    [`/things/${id}?count=1.5`, query, 'count: must be a whole number'],
    [`/things/${id}`, { ...query, origin: 'mow' }, 'origin: Place code must be 3 latin letters'],
    [`/things/${id}`, { ...query, passengers: { adults: 0, children: 0, infants: 0 } }, 'passengers.adults: At least one adult is required'],
    [`/things/${id}`, undefined, 'origin: Invalid input: expected string, received undefined'],
  ])('%s with %j answers 400: %s', async (url, payload, message) => {
    app = await serverAnswering({ id: 'a', count: 1 }, 'test');
    const response = await post(app, url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });
});

describe('output', () => {
  test('an answer that keeps its contract is sent as the handler returned it', async () => {
    app = await serverAnswering({ id: 'a', count: 2 }, 'test');
    const response = await post(app, `/things/${id}`, query);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 'a', count: 2 });
  });

  test('outside production an answer that breaks its contract fails as a 500 without details, and is logged', async () => {
    const logs: string[] = [];
    app = await serverAnswering({ id: 'a', count: -1 }, 'test', logs);
    const response = await post(app, `/things/${id}`, query);
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong' });
    const entry = JSON.parse(logs.find((line) => line.includes('breaks its contract'))!);
    expect(entry).toMatchObject({ status: 200, route: '/things/:id', issues: [{ path: 'count' }] });
  });

  test('in production it is logged and sent all the same', async () => {
    const logs: string[] = [];
    app = await serverAnswering({ id: 'a' }, 'production', logs);
    const response = await post(app, `/things/${id}`, query);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 'a' });
    expect(JSON.parse(logs.find((line) => line.includes('breaks its contract'))!)).toMatchObject({ status: 200, issues: [{ path: 'count' }] });
  });
});

describe('OpenAPI document', () => {
  test('lists the route with its parameters, body and responses, converted from the contracts', async () => {
    app = await serverAnswering({ id: 'a', count: 1 }, 'test');
    const document = openApiDocument(app.registeredRoutes, { title: 'Tests', version: '1' });
    const operation = document.paths!['/things/{id}']!.post!;
    expect(operation).toMatchObject({ tags: ['Tests'], summary: 'Answers what the test says' });
    expect(operation.parameters).toEqual([
      expect.objectContaining({ in: 'path', name: 'id', required: true, schema: expect.objectContaining({ format: 'uuid' }) }),
      expect.objectContaining({ in: 'query', name: 'count' }),
    ]);
    const body = (operation.requestBody as { content: Record<string, { schema: { required: string[] } }> }).content['application/json']!.schema;
    expect(body.required).toEqual(expect.arrayContaining(['origin', 'destination', 'departDate', 'passengers']));
    expect(Object.keys(operation.responses!)).toEqual(['200', '400', '404', '500']);
    expect(operation.responses!['404']).toEqual({
      description: 'Not Found',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
    });
    expect(document.components!.schemas!.ApiError).toMatchObject({ required: ['statusCode', 'error', 'message'] });
  });
});

describe('private routes', () => {
  /** A server with one private route; its user check lets in `Bearer good` only, and counts the calls. */
  async function privateServer() {
    const server = Fastify({ logger: false });
    await server.register(configPlugin, { config: loadConfig({ NODE_ENV: 'test' }) });
    await server.register(routeListPlugin);
    await server.register(errorsPlugin);
    const checked: string[] = [];
    server.decorate('userAccess', {
      require: async (request: { headers: Record<string, string | string[] | undefined> }) => {
        checked.push(String(request.headers.authorization));
        if (request.headers.authorization !== 'Bearer good') throw notAuthorized();
        return { userId: 'user-1', sessionId: 'session-1' };
      },
      claims: (request: { userClaims: unknown }) => request.userClaims,
    } as never);
    server.decorateRequest('userClaims', null);
    apiRoutes(
      server,
      'Tests',
    )({
      method: 'POST',
      url: '/mine',
      private: true,
      config: { rateLimit: false },
      contract: { summary: 'Whose call it is', body: z.object({ name: z.string() }), responses: { 200: z.object({ user: z.string(), name: z.string() }) } },
      handler: async ({ body, session }) => ({ user: session.userId, name: body.name }),
    });
    await server.ready();
    return { server, checked };
  }

  test('an anonymous call is 401 before its body is read: a bad body or broken JSON says nothing of the contract', async () => {
    const { server, checked } = await privateServer();
    app = server;
    for (const payload of [{ name: 42 }, '{"name":']) {
      const response = await app.inject({
        method: 'POST',
        url: '/mine',
        headers: { 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ statusCode: 401, code: 'not_authorized' });
    }
    expect(checked).toEqual(['undefined', 'undefined']);
  });

  test('a logged-in call gets its claims; its answer is never cached and its text must be storable', async () => {
    const { server } = await privateServer();
    app = server;
    const headers = { authorization: 'Bearer good' };
    const good = await app.inject({ method: 'POST', url: '/mine', headers, payload: { name: 'Ivan' } });
    expect(good.json()).toEqual({ user: 'user-1', name: 'Ivan' });
    expect(good.headers['cache-control']).toBe('no-store');
    const nul = await app.inject({ method: 'POST', url: '/mine', headers, payload: { name: 'Iv\u0000an' } });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toBe('name: text must be well-formed and without NUL');
    expect((await app.inject({ method: 'POST', url: '/mine', headers, payload: { name: 1 } })).statusCode).toBe(400);
  });

  test('lists 401 among its answers, and needs the user-access plugin', async () => {
    const { server } = await privateServer();
    app = server;
    expect(Object.keys(openApiDocument(app.registeredRoutes, { title: 'Tests', version: '1' }).paths!['/mine']!.post!.responses!)).toContain('401');
    const bare = Fastify({ logger: false });
    await bare.register(configPlugin, { config: loadConfig({ NODE_ENV: 'test' }) });
    expect(() =>
      apiRoutes(bare, 'Tests')({ method: 'GET', url: '/x', private: true, contract: { summary: 'x', responses: {} }, handler: async () => ({}) as never }),
    ).toThrow(/user-access plugin/);
    await bare.close();
  });
});
