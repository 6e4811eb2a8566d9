import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponsesObject } from 'zod-openapi';
import { ApiError } from '../../contracts/errors';
import { httpReason } from '../plugins/errors';
import { isSchema, type DocumentedRoute, type RouteContract } from './route';

/** A route as Fastify registered it: with its contract when it was declared through `apiRoutes`. */
export interface RegisteredRoute {
  method: string;
  url: string;
  contract?: RouteContract;
  tag?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered so far (HEAD routes Fastify adds for GET left out). */
    registeredRoutes: RegisteredRoute[];
  }
}

const isDocumented = (route: RegisteredRoute): route is DocumentedRoute => Boolean(route.contract && route.tag);

/** Keeps a list of every route as it is registered: what the OpenAPI document is built from. */
export const routeListPlugin = fp(
  async (app) => {
    const routes: RegisteredRoute[] = [];
    app.decorate('registeredRoutes', routes);
    app.addHook('onRoute', (options) => {
      for (const method of [options.method].flat()) {
        if (method === 'HEAD') continue;
        routes.push({ method, url: options.url, contract: options.config?.contract, tag: options.config?.tag });
      }
    });
  },
  { name: 'route-list' },
);

const binary = { type: 'string' } as const;
const reason = (status: number) => (status === 200 ? 'OK' : status === 201 ? 'Created' : status === 204 ? 'No Content' : httpReason(status));

function responses(contract: RouteContract): ZodOpenApiResponsesObject {
  return Object.fromEntries(
    Object.entries(contract.responses).map(([status, answer]) => [
      status,
      isSchema(answer)
        ? { description: reason(Number(status)), content: { 'application/json': { schema: answer } } }
        : { description: answer.description, ...(answer.contentType ? { content: { [answer.contentType]: { schema: binary } } } : {}) },
    ]),
  );
}

function operation({ contract, tag }: DocumentedRoute): ZodOpenApiOperationObject {
  const { body } = contract;
  return {
    tags: [tag],
    summary: contract.summary,
    ...(contract.description ? { description: contract.description } : {}),
    ...(contract.params || contract.query
      ? { requestParams: { ...(contract.params ? { path: contract.params } : {}), ...(contract.query ? { query: contract.query } : {}) } as never }
      : {}),
    ...(body
      ? {
          requestBody: {
            ...(isSchema(body) ? {} : { description: body.description }),
            required: true,
            content: Object.fromEntries((contract.bodyTypes ?? ['application/json']).map((type) => [type, { schema: isSchema(body) ? body : binary }])),
          },
        }
      : {}),
    responses: responses(contract),
  };
}

/** The OpenAPI 3.1 document of the routes declared through `apiRoutes`, their schemas converted by zod-openapi. */
export function openApiDocument(routes: RegisteredRoute[], info: { title: string; version: string; description?: string }) {
  const paths: ZodOpenApiPathsObject = {};
  for (const route of routes.filter(isDocumented)) {
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route) };
  }
  return createDocument({ openapi: '3.1.0', info, paths, components: { schemas: { ApiError } } });
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;

/** The document of everything the app has registered so far. */
export const appDocument = (app: FastifyInstance) =>
  openApiDocument(app.registeredRoutes, {
    title: 'Aviasmart · WayAround API',
    version: '1',
    description: 'Every API host of the app under its default prefix. Errors answer as `ApiError`.',
  });
