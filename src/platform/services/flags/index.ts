import { flagsStarted } from '../../flags';
import { createService } from '../../start';
import { deviceService } from '../device';

/**
 * Feature flags (spec §4): on the server the built-in evaluator's flags for the visit, rendered
 * into the state; in the browser the overrides and the answer of the request the page started.
 */
export const flagsService = createService({ name: 'flags', start: flagsStarted, runs: 'both', requires: [deviceService] });
