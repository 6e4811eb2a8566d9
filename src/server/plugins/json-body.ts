import fp from 'fastify-plugin';
import { badRequest } from '../http-errors';
import { JsonInputError, parseJsonInput } from '../json-input';

/**
 * The one JSON body parser of the server (it replaces Fastify's): nesting is bounded and
 * `__proto__` keys are refused before a handler sees the body, each answered 400 with what is
 * wrong. Size is bounded by each route's `bodyLimit` (413 above it), 1 MiB unless a route says less.
 */
export const jsonBodyPlugin = fp(
  async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, parseJsonInput(body as string, 'Body'));
      } catch (error) {
        done(error instanceof JsonInputError ? badRequest(error.message) : (error as Error), undefined);
      }
    });
  },
  { name: 'json-body' },
);
