import type { BrandCode } from '../brand';
import { resolveHost, type HostTable } from '../config';
import type { Environment } from '../env';

/** Tracker ids (the `tna` namespace of every event) and app ids, one per brand (spec §7). */
export const trackerIds: Record<BrandCode, string> = { AS: 'as-web', WA: 'wa-web' };
export const appIds: Record<BrandCode, string> = { AS: 'aviasmart-web', WA: 'wayaround-web' };

export interface CollectorChoice {
  trackerId: string;
  appId: string;
  /** Absolute collector base; the tracker appends `/a/j` (POST) or `/i` (GET). */
  endpoint: string;
}

export interface CollectorSetup {
  brand: BrandCode;
  environment: Environment;
  /** The local-storage debug flag is set. */
  debug: boolean;
  /** The page's origin: collectors on the serving origin are configured as relative bases. */
  origin: string;
  hosts: HostTable;
}

/**
 * The visit's collector (spec §7): the brand's production collector in production; the dev
 * collector (the second brand has its own) on beta stands, local runs and whenever debugging.
 */
export function chooseCollector({ brand, environment, debug, origin, hosts }: CollectorSetup): CollectorChoice {
  const name = environment === 'production' && !debug ? 'collector' : 'collectorDev';
  const base = new URL(resolveHost(hosts, name, brand) || '/', origin).href;
  return { trackerId: trackerIds[brand], appId: appIds[brand], endpoint: base.replace(/\/+$/, '') };
}
