import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** The header that marks a request the server made to itself; its value is secret to the process. */
export const inProcessHeader = 'x-in-process';
export const inProcessToken = randomBytes(16).toString('hex');

/**
 * Whether a request came from the server's own page rendering: the page request that caused it
 * was already counted by the rate limits.
 */
export const isInProcess = (request: FastifyRequest) => request.headers[inProcessHeader] === inProcessToken;
