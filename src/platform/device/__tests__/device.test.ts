import { describe, expect, it } from 'vitest';
import { platformName } from '../device';
import { parseDevice } from '../parse';

const ua = {
  windowsChrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  macFirefox: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0',
  iphoneSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneWebView: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  androidChrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  androidWebView: 'Mozilla/5.0 (Linux; Android 10; K; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.82 Mobile Safari/537.36',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  headless: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0.0.0 Safari/537.36',
};

describe('parseDevice', () => {
  it.each([
    [ua.windowsChrome, { browser: 'Chrome', browserVersion: '124.0.0.0', os: 'Windows', device: 'desktop', platform: 'desktop', webview: false, bot: false }],
    [ua.macFirefox, { browser: 'Firefox', os: 'macOS', osVersion: '14.4', device: 'desktop', platform: 'desktop', bot: false }],
    [ua.iphoneSafari, { browser: 'Safari', os: 'iOS', osVersion: '17.4', device: 'mobile', platform: 'mobile_web', webview: false }],
    [ua.iphoneWebView, { os: 'iOS', device: 'mobile', platform: 'mobile_web', webview: true }],
    [ua.ipad, { os: 'iOS', device: 'tablet', platform: 'tablet_web', webview: false }],
    [ua.androidChrome, { browser: 'Chrome', os: 'Android', osVersion: '14', device: 'mobile', platform: 'mobile_web', webview: false }],
    [ua.androidWebView, { os: 'Android', device: 'mobile', webview: true, bot: false, botType: null }],
    [ua.androidTablet, { os: 'Android', device: 'tablet', platform: 'tablet_web' }],
    [ua.googlebot, { bot: true, botType: 'Googlebot', device: 'desktop', platform: 'desktop' }],
    [ua.headless, { bot: true, os: 'Linux' }],
  ])('%s', (userAgent, expected) => {
    expect(parseDevice(userAgent)).toMatchObject({ userAgent, ...expected });
  });

  it('takes an empty User-Agent for a bot it cannot name', () => {
    expect(parseDevice('')).toEqual({
      userAgent: '',
      browser: null,
      browserVersion: null,
      os: null,
      osVersion: null,
      device: 'desktop',
      webview: false,
      bot: true,
      botType: 'empty',
      platform: 'desktop',
    });
    expect(parseDevice(undefined).bot).toBe(true);
  });

  it('names the bot', () => {
    expect(parseDevice(ua.headless).botType).toMatch(/headless/i);
  });
});

describe('platformName', () => {
  it.each([
    [ua.windowsChrome, 'web_desktop'],
    [ua.macFirefox, 'web_desktop'],
    [ua.iphoneSafari, 'web_ios'],
    [ua.ipad, 'web_ios'],
    [ua.androidChrome, 'web_android'],
    [ua.androidTablet, 'web_android'],
    [ua.googlebot, 'web_unknown'],
    ['', 'web_unknown'],
  ])('%s → %s', (userAgent, expected) => {
    expect(platformName(parseDevice(userAgent))).toBe(expected);
  });
});
