import { restoreSessionFx } from '../../session';
import { createService } from '../../start';

/** Reads the stored JWT (spec §4): browser only, before the route opens there. */
export const sessionService = createService({ name: 'session', start: restoreSessionFx, runs: 'client' });
