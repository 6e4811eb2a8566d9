import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiError } from '../../contracts/errors';
import { ResponseContractError } from '../api/route';
import { HttpError } from '../http-errors';

const reasons: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
};
export const httpReason = (status: number) => reasons[status] ?? 'Error';

const statusOf = (error: unknown): number => {
  const status = error instanceof HttpError ? error.statusCode : (error as Partial<FastifyError> | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
};

/** The request as logs may name it: method and route, never the query, body, cookies or tokens. */
const requestContext = (request: FastifyRequest) => ({ method: request.method, route: request.routeOptions.url ?? request.url.split('?')[0] });

const send = (reply: FastifyReply, statusCode: number, message: string, code?: string, field?: string) =>
  reply
    .status(statusCode)
    .send({ statusCode, error: httpReason(statusCode), message, ...(code ? { code } : {}), ...(field ? { field } : {}) } satisfies ApiError);

/**
 * The one error handler of the server, and its not-found answer: every error leaves as `ApiError`.
 * Client errors keep their message; server errors are logged with their context and answered
 * without details.
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      const status = statusOf(error);
      if (status < 500) {
        const known = error instanceof HttpError ? error : undefined;
        return send(reply, status, error instanceof Error ? error.message : String(error), known?.code, known?.field);
      }
      const context = requestContext(request);
      if (error instanceof ResponseContractError) request.log.error({ ...context, status: error.status, issues: error.issues }, error.message);
      else request.log.error({ ...context, err: error }, 'request failed');
      return send(reply, 500, 'Something went wrong');
    });
    app.setNotFoundHandler((request, reply) => send(reply, 404, `Route ${request.method}:${request.url.split('?')[0]} not found`));
  },
  { name: 'errors' },
);
