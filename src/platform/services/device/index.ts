import { detectDeviceFx } from '../../device';
import { createService } from '../../start';

/**
 * Device info (spec §3): on the server from the request's User-Agent, rendered into the state,
 * then again in the browser, where client hints may name the browser better.
 */
export const deviceService = createService({ name: 'device', start: detectDeviceFx, runs: 'both' });
