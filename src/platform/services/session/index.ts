import { createEffect, sample } from 'effector';
import { restoreSessionFx } from '../../session';
import { createService, whenIdle } from '../../start';

/** Reads the stored JWT (spec §4): browser only, before the route opens there. */
export const sessionService = createService({ name: 'session', start: restoreSessionFx, runs: 'client' });

/**
 * A returning user's saved settings load on every page, once the browser is idle: their currency
 * may switch the visit's (spec §4). The user model is a chunk of its own; it wires itself to this
 * effect's success.
 */
export const loadSavedSettingsFx = createEffect(async () => {
  await whenIdle();
  await import('../../user/saved-settings');
});
sample({ clock: restoreSessionFx.doneData, filter: Boolean, target: loadSavedSettingsFx });
