import { httpFailure, preparationFailure, retryAfterSeconds } from './failure';

/**
 * The JSON body of a successful answer. Throws a `RequestFailure`: an HTTP failure with the
 * server's message and code (`ApiError`) for a status outside 2xx, a preparation failure for a
 * success whose body is not JSON.
 */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  let body: unknown = text;
  let json = true;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    json = false;
  }
  if (!response.ok) {
    // Loaded with the first failure: zod is not part of the page's start (./api.ts).
    const { ApiError } = await import('../../contracts/errors');
    const error = ApiError.safeParse(body);
    throw httpFailure({
      status: response.status,
      statusText: response.statusText,
      message: error.success ? error.data.message : `HTTP error, status: ${response.status}`,
      code: error.success ? (error.data.code ?? null) : null,
      field: error.success ? error.data.field : undefined,
      retryAfterSeconds: retryAfterSeconds(response.headers.get('retry-after')),
    });
  }
  if (!json) throw preparationFailure(`Response is not JSON (status ${response.status})`);
  return body;
}
