import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods, RouteShorthandOptions } from 'fastify';
import type * as z from 'zod/v4-mini';
import { ApiError } from '../../contracts/errors';
import type { UserClaims } from '../auth/jwt';
import { badRequest, parseInput } from '../http-errors';
import { unstorableTextAt } from '../json-input';

type Schema = z.ZodMiniType;

/** A body that is not JSON (a page, an image, plain text, bytes) or none, described for the document only. */
export interface OtherContent {
  description: string;
  /** Left out for an answer without a body. */
  contentType?: string;
}

/** What one HTTP call takes and answers; the zod schemas come from `src/contracts/`. */
export interface RouteContract {
  summary: string;
  description?: string;
  params?: Schema;
  query?: Schema;
  /** A body validated by its schema, or one the handler reads itself (an envelope's bytes). */
  body?: Schema | OtherContent;
  /** Content types the body may come in; JSON by default. */
  bodyTypes?: string[];
  /** Per status code: the JSON schema of the answer, or what else it is. */
  responses: Record<number, Schema | OtherContent>;
}

type JsonOf<Responses> = { [Status in keyof Responses]: Responses[Status] extends Schema ? z.input<Responses[Status]> : never }[keyof Responses];
type Parsed<Part> = Part extends Schema ? z.output<Part> : undefined;

export interface RouteInput<Contract extends RouteContract> {
  params: Parsed<Contract['params']>;
  query: Parsed<Contract['query']>;
  body: Contract['body'] extends Schema ? z.output<Contract['body']> : unknown;
}

/** What a private route's handler is given besides its input: the logged-in user's claims. */
type SessionInput<Private extends boolean> = Private extends true ? { session: UserClaims } : unknown;

export interface RouteDefinition<Contract extends RouteContract, Private extends boolean = false> {
  method: HTTPMethods;
  url: string;
  contract: Contract;
  bodyLimit?: number;
  /** Route config, such as a rate limit of its own (`{ rateLimit: { max, timeWindow } }`). */
  config?: NonNullable<RouteShorthandOptions['config']>;
  /** Turns the query string as Fastify parsed it into what the contract reads (wire formats such as `types[]`). */
  prepareQuery?: (query: Record<string, unknown>) => unknown;
  /**
   * Logged-in only: the JWT is checked as the request arrives, before its body is read or validated,
   * so an anonymous caller gets 401 whatever it sent; the handler gets the claims as `session`.
   */
  private?: Private;
  handler: (
    input: RouteInput<Contract> & SessionInput<Private>,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<JsonOf<Contract['responses']> | FastifyReply>;
}

/** A documented route as the OpenAPI document lists it. */
export interface DocumentedRoute {
  method: string;
  url: string;
  tag: string;
  contract: RouteContract;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by `apiRoutes`: what the route takes and answers, for the OpenAPI document. */
    contract?: RouteContract;
    /** The group the route is listed under in the OpenAPI document. */
    tag?: string;
  }
}

export const isSchema = (part: Schema | OtherContent): part is Schema => '_zod' in part;

/** A response that breaks its contract: a bug of the server, answered as a 500 outside production. */
export class ResponseContractError extends Error {
  readonly statusCode = 500;
  constructor(
    readonly route: string,
    readonly status: number,
    readonly issues: { path: string; message: string }[],
  ) {
    super(`Response ${status} of ${route} breaks its contract`);
    this.name = 'ResponseContractError';
  }
}

/** Every error answer has the `ApiError` shape; these statuses can happen on any route. */
function withErrors(contract: RouteContract, rateLimited: boolean, loggedIn: boolean): Record<number, Schema | OtherContent> {
  const errors: Record<number, Schema> = { 500: ApiError };
  if (loggedIn) errors[401] = ApiError;
  if (contract.params || contract.query || contract.body) errors[400] = ApiError;
  if (rateLimited) errors[429] = ApiError;
  return { ...errors, ...contract.responses };
}

export interface RouteGroup {
  /**
   * The module keeps what it is sent about a person: text the database cannot store (NUL, a lone
   * surrogate) is a 400 naming the field before any handler, and answers to a request with
   * credentials are never kept by caches. Private routes are always so.
   */
  personal?: boolean;
}

/** The database refuses NUL and lone surrogates in text: such input is a 400 before any handler. */
async function refuseUnstorableText(request: FastifyRequest): Promise<void> {
  const at = unstorableTextAt({ query: request.query, body: request.body });
  if (at) throw badRequest(`${at.replace(/^(query|body)\.?/, '') || at}: text must be well-formed and without NUL`);
}

/** Answers about a person are never kept by caches. */
async function noStoreWithCredentials(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.headers.authorization && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
}

/**
 * Declares a module's routes from their contracts: input is validated before the handler runs (the
 * first problem answers 400 naming the field), JSON answers are checked against the schema of their
 * status (a broken one fails outside production and is logged in production), and the route is
 * listed in the OpenAPI document under `tag`.
 */
export function apiRoutes(app: FastifyInstance, tag: string, group: RouteGroup = {}) {
  const strict = app.config.env !== 'production';

  return function route<Contract extends RouteContract, Private extends boolean = false>(definition: RouteDefinition<Contract, Private>): void {
    const { contract, prepareQuery } = definition;
    const loggedIn = definition.private === true;
    if (loggedIn && !app.hasDecorator('userAccess'))
      throw new Error(`${definition.method} ${definition.url} is private: register the user-access plugin first`);
    const rateLimited = definition.config?.rateLimit !== false;
    const responses = withErrors(contract, rateLimited, loggedIn);
    const name = `${definition.method} ${definition.url}`;
    const personal = loggedIn || group.personal === true;

    app.route({
      method: definition.method,
      url: definition.url,
      ...(definition.bodyLimit ? { bodyLimit: definition.bodyLimit } : {}),
      config: { ...definition.config, contract: { ...contract, responses }, tag },
      // Runs before the body is read: an anonymous caller learns nothing of the contract.
      ...(loggedIn
        ? {
            onRequest: async (request: FastifyRequest) => {
              request.userClaims = await app.userAccess.require(request);
            },
          }
        : {}),
      ...(personal ? { preHandler: refuseUnstorableText, onSend: noStoreWithCredentials } : {}),
      handler: async (request, reply) => {
        const query = request.query as Record<string, unknown>;
        const input = {
          params: contract.params ? parseInput(contract.params, request.params) : undefined,
          query: contract.query ? parseInput(contract.query, prepareQuery ? prepareQuery(query) : query) : undefined,
          body: contract.body && isSchema(contract.body) ? parseInput(contract.body, request.body ?? {}) : request.body,
          ...(loggedIn ? { session: app.userAccess.claims(request) } : {}),
        } as RouteInput<Contract> & SessionInput<Private>;
        return definition.handler(input, request, reply);
      },
      // Runs for answers that are objects (JSON), not for text, images or bytes.
      preSerialization: async (request, reply, payload: unknown) => {
        // Errors the route does not declare (413, 415 …) still come in the one error shape.
        const schema = responses[reply.statusCode] ?? (reply.statusCode >= 400 ? ApiError : undefined);
        if (schema && !isSchema(schema)) return payload;
        const result = schema?.safeParse(payload);
        if (result?.success) return payload;
        const issues = result
          ? result.error.issues.slice(0, 5).map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
          : [{ path: '', message: 'the status is not in the contract' }];
        const error = new ResponseContractError(name, reply.statusCode, issues);
        if (strict) throw error;
        request.log.error({ route: name, status: reply.statusCode, issues }, error.message);
        return payload;
      },
    });
  };
}
