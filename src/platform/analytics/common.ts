import type { ExperimentGroups } from '../flags';

/** Fields every event carries (spec §3 Analytics context); `null` where the visit has none. */
export interface CommonFields {
  /** The visitor's anonymous id (`auid`). */
  guestia_id: string | null;
  /** Premium subscription status: active, pending or not_active. */
  premium_state_id: string | null;
  market: string;
  marker: string | null;
  language: string;
  currency: string;
  /** The A/B test group (`abg` cookie); visits outside tests have none. */
  split_test_version: string | null;
  /** web_desktop, web_android, web_ios or web_unknown. */
  platform: string;
  /** `server` for the page the server rendered, `client` after the first in-app navigation. */
  page_rendered_by: 'server' | 'client';
  /** Experiment name → variant key and segment id. */
  flags: ExperimentGroups;
}

/** Fields an event must not go without: it waits for them (or for the flush timer). */
const required = ['guestia_id', 'premium_state_id', 'marker'] as const;

/**
 * The common fields still unknown: the required ones without a value, and `flags` until the
 * client's flags request has settled (experiment groups may change with it).
 */
export function missingCommonFields(fields: CommonFields, flagsSettled: boolean): string[] {
  const missing: string[] = required.filter((name) => !fields[name]);
  if (!flagsSettled) missing.push('flags');
  return missing;
}
