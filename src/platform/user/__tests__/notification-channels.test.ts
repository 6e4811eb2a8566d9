import { describe, expect, test } from 'vitest';
import { type NotificationChannels, notificationChannelsFor, notificationChannelType, notificationChannelTypes } from '../notification-channels';

describe('notification channel type (spec §4)', () => {
  test.each<[NotificationChannels | null, string]>([
    [{ price_alert: { mob_push: true, web_push: true, email: true } }, 'all'],
    [{ price_alert: { mob_push: true, web_push: false, email: true } }, 'all'],
    [{ price_alert: { mob_push: false, web_push: true, email: true } }, 'all'],
    [{ price_alert: { mob_push: true, web_push: true, email: false } }, 'push'],
    [{ price_alert: { mob_push: false, web_push: true } }, 'push'],
    [{ price_alert: { mob_push: true } }, 'push'],
    [{ price_alert: { mob_push: false, web_push: false, email: true } }, 'email'],
    [{ price_alert: { mob_push: false, web_push: false, email: false } }, 'none'],
    [{ price_alert: null }, 'none'],
    [{}, 'none'],
    [null, 'none'],
  ])('%j → %s', (channels, type) => {
    expect(notificationChannelType(channels)).toBe(type);
  });

  test.each(notificationChannelTypes)('%s round-trips through the settings', (type) => {
    expect(notificationChannelType(notificationChannelsFor(type))).toBe(type);
  });

  test('push turns on mobile and web push', () => {
    expect(notificationChannelsFor('push')).toEqual({ price_alert: { mob_push: true, web_push: true, email: false } });
    expect(notificationChannelsFor('none')).toEqual({ price_alert: { mob_push: false, web_push: false, email: false } });
  });
});
