import type { DeviceInfo } from './device';

/** What feature flags are evaluated against (spec §3): market, device, os and language. */
export interface FlagContext {
  market: string;
  device: 'desktop' | 'other';
  os: 'android' | 'ios' | 'other';
  lang: string;
}

export const flagContextKeys = ['market', 'device', 'os', 'lang'] as const;

export function flagContext({ market, device, language }: { market: string; device: Pick<DeviceInfo, 'device' | 'os'>; language: string }): FlagContext {
  return {
    market,
    device: device.device === 'desktop' ? 'desktop' : 'other',
    os: device.os === 'Android' ? 'android' : device.os === 'iOS' ? 'ios' : 'other',
    lang: language,
  };
}

/** Keys of the context that are absent or empty (spec §5: all four are needed). */
export function missingFlagContextKeys(context: Partial<Record<keyof FlagContext, unknown>>): Array<keyof FlagContext> {
  return flagContextKeys.filter((key) => typeof context[key] !== 'string' || context[key] === '');
}

/**
 * Whether the context is complete; an incomplete one is reported with the spec's words (§8)
 * and flags should then be evaluated without it.
 */
export function checkFlagContext(
  context: Partial<Record<keyof FlagContext, unknown>>,
  report: (message: string, details: { missing: string[] }) => void = (message, details) => console.error(message, details),
): context is FlagContext {
  const missing = missingFlagContextKeys(context);
  if (missing.length > 0) report('Flagr context is missing important keys', { missing });
  return missing.length === 0;
}
