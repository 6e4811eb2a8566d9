import { createService } from '../../start';
import { startTracingFx } from '../../tracing';

/** Error reporting and tracing (spec §4): browser only, loaded after hydration. */
export const tracingService = createService({ name: 'tracing', start: startTracingFx, runs: 'client' });
