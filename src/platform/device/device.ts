export type DeviceKind = 'desktop' | 'mobile' | 'tablet';
export type DevicePlatform = 'desktop' | 'mobile_web' | 'tablet_web';
/** Platform names (spec §3). */
export type PlatformName = 'web_desktop' | 'web_android' | 'web_ios' | 'web_unknown';

/** Device info (spec §3), from the User-Agent: on the server from the request, in the browser from `navigator`. */
export interface DeviceInfo {
  userAgent: string;
  browser: string | null;
  browserVersion: string | null;
  os: string | null;
  osVersion: string | null;
  device: DeviceKind;
  /** An app's embedded browser (Android WebView, iOS WKWebView, in-app browsers). */
  webview: boolean;
  bot: boolean;
  /** What the bot calls itself (`Googlebot`, `HeadlessChrome` …); null for people. */
  botType: string | null;
  platform: DevicePlatform;
}

/** What is known before the User-Agent is parsed. */
export const unknownDevice: DeviceInfo = {
  userAgent: '',
  browser: null,
  browserVersion: null,
  os: null,
  osVersion: null,
  device: 'desktop',
  webview: false,
  bot: false,
  botType: null,
  platform: 'desktop',
};

/** The platform name analytics and flags use (spec §3). */
export function platformName(info: Pick<DeviceInfo, 'device' | 'os'>): PlatformName {
  if (info.os === 'Android') return 'web_android';
  if (info.os === 'iOS') return 'web_ios';
  if (info.device === 'desktop' && info.os !== null) return 'web_desktop';
  return 'web_unknown';
}
