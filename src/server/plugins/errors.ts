import fp from 'fastify-plugin';
import { HttpError } from '../http-errors';

/**
 * One error handler for the whole server: client errors keep their message, everything else is
 * logged with its context and answered without details.
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      const status =
        error instanceof HttpError
          ? error.statusCode
          : typeof (error as { statusCode?: unknown }).statusCode === 'number'
            ? (error as { statusCode: number }).statusCode
            : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(500).send({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong' });
      }
      const message = error instanceof Error ? error.message : String(error);
      const code = error instanceof HttpError && error.code ? { code: error.code } : {};
      return reply.status(status).send({ statusCode: status, error: httpReason(status), message, ...code });
    });
  },
  { name: 'errors' },
);

const reasons: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
};
const httpReason = (status: number) => reasons[status] ?? 'Error';
