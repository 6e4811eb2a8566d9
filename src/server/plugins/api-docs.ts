import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import * as z from 'zod/v4-mini';
import { apiRoutes } from '../api/route';
import { appDocument } from '../api/openapi';

/**
 * Swagger UI adds one `<style>` element of its own at run time, which the pages' CSP (styles from our
 * files or carrying the nonce) refuses; its hash lets exactly that element in, on these pages only.
 * A Swagger UI update that changes it shows as a CSP error in the docs page's end-to-end test.
 */
const swaggerUiStyleHash = "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='";
const allowSwaggerUiStyle = (policy: string) => policy.replace(/(^|;)(\s*style-src [^;]*)/, `$1$2 ${swaggerUiStyleHash}`);

const OpenApiDocument = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

/**
 * The OpenAPI document of every API route at `/api/openapi.json`, and Swagger UI over it at
 * `/api/docs` (its own files, nothing from the internet; no inline script, so the page's CSP
 * holds with one exception for a style, below). Registered after the API modules, like the other pages for looking inside.
 */
export const apiDocsPlugin: FastifyPluginAsync = async (app) => {
  apiRoutes(
    app,
    'Documentation',
  )({
    method: 'GET',
    url: '/api/openapi.json',
    contract: { summary: 'This document: every API route with its contracts', responses: { 200: OpenApiDocument } },
    handler: async () => app.swagger() as z.input<typeof OpenApiDocument>,
  });
  // Built once every module has registered its routes, this one included.
  await app.register(swagger, { mode: 'static', specification: { document: appDocument(app) as never } });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { deepLinking: true, docExpansion: 'list', tryItOutEnabled: false },
    theme: { title: 'API · Aviasmart · WayAround' },
    transformStaticCSP: allowSwaggerUiStyle,
  });
};
