import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { logger } from '../logger';
import { $language, $market } from '../market';
import { platformName, unknownDevice, type DeviceInfo } from './device';
import { flagContext } from './flag-context';
import type { ClientHints } from './parse';
import { whenIdle } from '../start/idle';

/**
 * The visitor's User-Agent and, in the browser, its low-entropy client hints; set when a scope
 * is forked (server: the request's header).
 */
export const $userAgent = createStore('', { serialize: 'ignore' });
export const $clientHints = createStore<ClientHints | null>(null, { serialize: 'ignore' });

/** Device info, detected by the device service on the server and again in the browser. */
export const $device = createStore<DeviceInfo>(unknownDevice);
export const $platformName = $device.map(platformName);
export const $flagContext = combine({ market: $market, device: $device, language: $language }, flagContext);

interface Detection {
  userAgent: string;
  hints: ClientHints | null;
  previous: DeviceInfo;
}

/**
 * Parses the User-Agent; the parser (bowser, isbot) is a chunk of its own, off the page's first
 * load: in the browser it loads when the browser is idle (the server's detection serves meanwhile). The browser's detection, with client hints, is the test platform; the server's, from the
 * User-Agent alone, the old one: a difference is reported (spec §8).
 */
export const detectDeviceFx = attach({
  source: { userAgent: $userAgent, hints: $clientHints, previous: $device },
  effect: createEffect(async ({ userAgent, hints, previous }: Detection) => {
    try {
      await whenIdle();
      const { parseDevice } = await import('./parse');
      const device = parseDevice(userAgent, hints);
      const [old, test] = [platformName(previous), platformName(device)];
      if (previous.userAgent && old !== test) logger.warning('Test platform is different from old platform', { old, test });
      return device;
    } catch (error) {
      logger.error('Test platform failed with error', { error: error instanceof Error ? error.message : String(error) });
      throw error;
    }
  }),
});
sample({ clock: detectDeviceFx.doneData, target: $device });

/**
 * Starts detection without waiting for it: the browser takes over navigation meanwhile. (The
 * server still awaits it, as it awaits everything the start set off before rendering.)
 */
export const deviceDetectionStarted = createEvent();
sample({ clock: deviceDetectionStarted, target: detectDeviceFx });
