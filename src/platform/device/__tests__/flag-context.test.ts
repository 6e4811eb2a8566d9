import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $language, $market } from '../../market';
import { checkFlagContext, flagContext, missingFlagContextKeys } from '../flag-context';
import { $device, $flagContext, $platformName, $userAgent, detectDeviceFx } from '../model';

describe('flag context', () => {
  it.each([
    [
      { device: 'desktop', os: 'Windows' },
      { device: 'desktop', os: 'other' },
    ],
    [
      { device: 'mobile', os: 'Android' },
      { device: 'other', os: 'android' },
    ],
    [
      { device: 'tablet', os: 'iOS' },
      { device: 'other', os: 'ios' },
    ],
    [
      { device: 'mobile', os: null },
      { device: 'other', os: 'other' },
    ],
  ] as const)('%j → %j', (device, expected) => {
    expect(flagContext({ market: 'kz', language: 'kk', device })).toEqual({ market: 'kz', lang: 'kk', ...expected });
  });

  it('needs market, device, os and lang', () => {
    expect(missingFlagContextKeys({ market: 'ru', device: 'desktop', os: 'other', lang: 'ru' })).toEqual([]);
    expect(missingFlagContextKeys({ market: '', device: 'desktop', lang: 'ru' })).toEqual(['market', 'os']);
  });

  it('reports an incomplete context with the spec words', () => {
    const report = vi.fn();
    expect(checkFlagContext({ market: 'ru', device: 'other', os: 'ios' }, report)).toBe(false);
    expect(report).toHaveBeenCalledWith('Flagr context is missing important keys', { missing: ['lang'] });
    expect(checkFlagContext({ market: 'ru', device: 'other', os: 'ios', lang: 'ru' }, report)).toBe(true);
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('is computed from the visit and the detected device in a scope', async () => {
    const scope = fork({
      values: [
        [$market, 'uz'],
        [$language, 'uz'],
        [$userAgent, 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36'],
      ],
    });
    expect(scope.getState($flagContext)).toEqual({ market: 'uz', device: 'desktop', os: 'other', lang: 'uz' });
    await allSettled(detectDeviceFx, { scope });
    expect(scope.getState($device)).toMatchObject({ os: 'Android', device: 'mobile' });
    expect(scope.getState($flagContext)).toEqual({ market: 'uz', device: 'other', os: 'android', lang: 'uz' });
    expect(scope.getState($platformName)).toBe('web_android');
  });
});
