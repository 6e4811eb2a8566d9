import Bowser from 'bowser';
import { isbot, isbotMatch } from 'isbot';
import type { DeviceInfo, DeviceKind, DevicePlatform } from './device';

// bowser and isbot weigh about 12 kB compressed: this module loads as its own chunk (see model.ts).

const platformOf: Record<DeviceKind, DevicePlatform> = { desktop: 'desktop', mobile: 'mobile_web', tablet: 'tablet_web' };

/** Android's WebView says `; wv)`; iOS web views are WebKit without `Safari/`; apps add their own marks. */
export function isWebView(userAgent: string): boolean {
  if (/; wv\)/.test(userAgent)) return true;
  if (/\b(FBAN|FBAV|Instagram|Line\/|MicroMessenger|YandexSearch|VKClient|Telegram)\b/i.test(userAgent)) return true;
  return (
    /\((iPhone|iPod|iPad)/.test(userAgent) && /AppleWebKit/.test(userAgent) && !/Safari\//.test(userAgent) && !/(CriOS|FxiOS|EdgiOS|OPiOS)/.test(userAgent)
  );
}

/** Client hints (`navigator.userAgentData`): in the browser only, they tell Brave, Vivaldi and DuckDuckGo from Chrome. */
export type ClientHints = Bowser.ClientHints;

export function parseDevice(userAgent: string | null | undefined, hints?: ClientHints | null): DeviceInfo {
  const ua = (userAgent ?? '').trim();
  const parsed = ua ? Bowser.parse(ua, hints ?? undefined) : null;
  const type = parsed?.platform.type;
  const device: DeviceKind = type === 'mobile' || type === 'tablet' ? type : 'desktop';
  const bot = ua === '' || isbot(ua) || type === 'bot';
  return {
    userAgent: ua,
    browser: parsed?.browser.name || null,
    browserVersion: parsed?.browser.version || null,
    os: parsed?.os.name || null,
    osVersion: parsed?.os.version || null,
    device,
    webview: ua !== '' && isWebView(ua),
    bot,
    botType: bot ? (type === 'bot' && parsed?.browser.name) || isbotMatch(ua) || (ua ? 'unknown' : 'empty') : null,
    platform: platformOf[device],
  };
}
