import { attach, createEffect, sample, type Effect } from 'effector';
import type * as z from 'zod/v4-mini';
import { resolveHost, hosts, type HostName } from '../config';
import { $brand } from '../market';
import { $jwt, sessionRejected } from '../session';
import type { BrandCode } from '../brand';
import { readBody } from './response';
import { createMutation, createQuery, type Mutation, type Query } from './operation';
import {
  configurationFailure,
  invalidDataFailure,
  isRequestFailure,
  isUnauthorized,
  networkFailure,
  abortFailure,
  timeoutFailure,
  type RequestFailure,
} from './failure';

type QueryValue = string | number | boolean | readonly string[] | undefined;

/** How one API call is made: the host's name, the path under it and what the params put in the request. */
export interface ApiRequest<Params> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A host of `platform/config` (spec §3 Config hosts); a deployment may move it. */
  host: HostName;
  path: (params: Params) => string;
  query?: (params: Params) => Record<string, QueryValue>;
  body?: (params: Params) => unknown;
}

export interface ApiCall<Params, Schema extends z.ZodMiniType> {
  request: ApiRequest<Params>;
  /**
   * The shared contract of the answer (`src/contracts/`): an answer of another shape is invalid data.
   * Or its loader, `() => import('…/contracts/…').then((m) => m.Schema)`, for calls of modules the
   * page needs to hydrate: zod and the schemas load with the first answer, not before hydration.
   */
  response: Schema | (() => Promise<Schema>);
  /** Milliseconds before the call gives up with a timeout failure. */
  timeoutMs?: number;
  /**
   * Calls again after a failure, `times` more at most, `delayMs` apart (spec §8 Retries): after a
   * failure of any kind, or only of the kinds `when` accepts. Failures before the last are quiet:
   * only the last one reaches the query.
   */
  retry?: { times: number; delayMs: number; when?: (failure: RequestFailure) => boolean };
}

/**
 * The one `fetch` every call goes through: tests and the server's render replace it in their scope
 * (`fork({ handlers: [[fetchFx, …]] })`).
 */
export const fetchFx = createEffect((request: Request): Promise<Response> => fetch(request));

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The origin hosts on the serving origin resolve to while the server renders a page: its fetch
 * answers them from the app's own routes, in-process.
 */
export const inProcessOrigin = 'http://in-process.invalid';

interface Context {
  brand: BrandCode;
  jwt: string | null;
}

function buildRequest<Params>({ method, host, path, query, body }: ApiRequest<Params>, params: Params, { brand, jwt }: Context, signal: AbortSignal): Request {
  const base = resolveHost(hosts, host, brand);
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query?.(params) ?? {})) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  const headers: Record<string, string> = { accept: 'application/json' };
  if (jwt) headers.authorization = `Bearer ${jwt}`;
  const payload = body?.(params);
  if (payload !== undefined) headers['content-type'] = 'application/json';
  const url = `${base}${path(params)}${search.size > 0 ? `?${search}` : ''}`;
  const absolute = new URL(url, globalThis.location?.href ?? inProcessOrigin);
  return new Request(absolute, { method, headers, signal, ...(payload !== undefined ? { body: JSON.stringify(payload) } : {}) });
}

const isAbortError = (error: unknown) => error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');

/**
 * The effect behind every query and mutation: one request through `fetchFx`, the answer checked
 * against its contract, every failure a `RequestFailure` (retried when the call says so).
 */
export function createApiEffect<Params = void, Schema extends z.ZodMiniType = z.ZodMiniType>({
  request,
  response,
  timeoutMs,
  retry,
}: ApiCall<Params, Schema>): Effect<Params, z.output<Schema>, RequestFailure> {
  let schema = typeof response === 'function' ? undefined : response;
  const contract = async () => (schema ??= await (response as () => Promise<Schema>)());
  const once = async ({ params, context }: { params: Params; context: Context }): Promise<z.output<Schema>> => {
    const controller = new AbortController();
    let built: Request;
    try {
      built = buildRequest(request, params, context, controller.signal);
    } catch (error) {
      throw configurationFailure(error instanceof Error ? error.message : String(error));
    }
    let timedOut = false;
    const timer = timeoutMs === undefined ? undefined : setTimeout(() => ((timedOut = true), controller.abort()), timeoutMs);
    try {
      const body = await readBody(await fetchFx(built));
      const data = (await contract()).safeParse(body);
      if (!data.success)
        throw invalidDataFailure(data.error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message)));
      return data.data;
    } catch (error) {
      if (isRequestFailure(error)) throw error;
      if (timedOut) throw timeoutFailure(timeoutMs!);
      if (isAbortError(error)) throw abortFailure();
      throw networkFailure(error instanceof Error ? error.message : String(error));
    } finally {
      clearTimeout(timer);
    }
  };
  const send = createEffect<{ params: Params; context: Context }, z.output<Schema>, RequestFailure>(async (call) => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await once(call);
      } catch (failure) {
        if (!retry || attempt >= retry.times || (retry.when && !retry.when(failure as RequestFailure))) throw failure;
        await pause(retry.delayMs);
      }
    }
  });
  const withContext = attach({ source: { brand: $brand, jwt: $jwt }, mapParams: (params: Params, context: Context) => ({ params, context }), effect: send });
  sample({ clock: withContext.failData, filter: isUnauthorized, target: sessionRejected });
  // A plain effect in front: tests replace it by its params (`fork({ handlers })`), not by the attached context.
  return createEffect<Params, z.output<Schema>, RequestFailure>((params) => withContext(params));
}

/** Several API calls that make one answer (one effect whose calls are `createApiEffect`s). */
export interface ComposedCall<Params, Data> {
  effect: Effect<Params, Data, RequestFailure>;
}

type AnyConfig = ApiCall<unknown, z.ZodMiniType> | ComposedCall<unknown, unknown>;
const effectOf = (config: AnyConfig): Effect<unknown, unknown, RequestFailure> => ('effect' in config ? config.effect : createApiEffect(config));

/** A query of the API (reads): the only way client code reads it. */
export function createApiQuery<Params = void, Schema extends z.ZodMiniType = z.ZodMiniType>(
  call: ApiCall<Params, Schema>,
): Query<Params, z.output<Schema>, RequestFailure>;
export function createApiQuery<Params, Data>(call: ComposedCall<Params, Data>): Query<Params, Data, RequestFailure>;
export function createApiQuery(config: AnyConfig) {
  return createQuery(effectOf(config));
}

/** A mutation of the API (writes). */
export function createApiMutation<Params = void, Schema extends z.ZodMiniType = z.ZodMiniType>(
  call: ApiCall<Params, Schema>,
): Mutation<Params, z.output<Schema>, RequestFailure>;
export function createApiMutation<Params, Data>(call: ComposedCall<Params, Data>): Mutation<Params, Data, RequestFailure>;
export function createApiMutation(config: AnyConfig) {
  return createMutation(effectOf(config));
}
