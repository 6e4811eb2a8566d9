import { deviceDetectionStarted } from '../../device';
import { createService } from '../../start';

/**
 * Device info (spec §3): on the server from the request's User-Agent, rendered into the state,
 * then again in the browser, where client hints tell browsers apart that share a User-Agent (Brave, Vivaldi, DuckDuckGo).
 */
export const deviceService = createService({ name: 'device', start: deviceDetectionStarted, runs: 'both' });
