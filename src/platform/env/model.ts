import { createStore } from 'effector';
import type { Environment } from './env';

// Set when a scope is forked: on the server from the request, in the browser from the page.
/** The environment the server rendered into the page (`<html data-env>`). */
export const $environment = createStore<Environment>('production', { serialize: 'ignore' });
/** The page's host name, without the port. */
export const $host = createStore('', { serialize: 'ignore' });
/** The brand's public origin (`https://…`, no trailing slash), for absolute addresses in structured data; empty until known. */
export const $publicOrigin = createStore('', { serialize: 'ignore' });
