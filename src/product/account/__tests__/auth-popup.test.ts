import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { AUTH_WINDOW_CLOSED, AUTH_WINDOW_FAILED, authPopupUrl, closedGraceMs, openAuthPopup, type PopupHost } from '../model/auth-popup';

const message = {
  type: 'travel-app:social-auth',
  ok: true,
  provider: 'test',
  jwt: 'jwt-1',
  is_new_user: false,
  user_info: { id: 'u', email_info: { active_email: null, candidate_email: null, activation_status: 'not_active' }, phone: null, last_login_method: 'test' },
};

function fakeHost({ blocked = false } = {}) {
  const listeners = new Set<(event: MessageEvent) => void>();
  const popup = { closed: false, close: vi.fn(() => void (popup.closed = true)) };
  const open = vi.fn(() => (blocked ? null : popup));
  const host: PopupHost = {
    open,
    addEventListener: (_, listener) => void listeners.add(listener),
    removeEventListener: (_, listener) => void listeners.delete(listener),
    screenX: 100,
    screenY: 50,
    outerWidth: 1400,
    outerHeight: 900,
  };
  const post = (origin: string, data: unknown) => listeners.forEach((listener) => listener({ origin, data } as MessageEvent));
  return { host, popup, open, post, listeners };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('social login popup (spec §7, §8, §9)', () => {
  test('its address carries uid, redirect_uri, market and marketing_accepted as 1 or 0', () => {
    const url = new URL(
      authPopupUrl('', 'test', { uid: 'a1', redirectUri: 'http://wa.localhost/my', market: 'us', marketingAccepted: true }),
      'http://wa.localhost',
    );
    expect(url.pathname).toBe('/auth/v2/test');
    expect(Object.fromEntries(url.searchParams)).toEqual({ uid: 'a1', redirect_uri: 'http://wa.localhost/my', market: 'us', marketing_accepted: '1' });
    const without = new URL(authPopupUrl('', 'test', { uid: null, redirectUri: 'http://x/', market: 'ru', marketingAccepted: false }), 'http://x');
    expect(without.searchParams.get('marketing_accepted')).toBe('0');
    expect(without.searchParams.has('uid')).toBe(false);
  });

  test('opens 800×600 centred and resolves with the message from the auth origin only', async () => {
    const { host, open, post, popup, listeners } = fakeHost();
    const result = openAuthPopup('/auth/v2/test', 'http://localhost:3000', host);
    expect(open).toHaveBeenCalledWith('/auth/v2/test', 'auth', 'popup=yes,width=800,height=600,left=400,top=200');
    post('http://evil.example', message);
    post('http://localhost:3000', { type: 'something else' });
    expect(listeners.size).toBe(1);
    post('http://localhost:3000', message);
    await expect(result).resolves.toMatchObject({ ok: true, jwt: 'jwt-1' });
    expect(popup.close).toHaveBeenCalled();
    expect(listeners.size).toBe(0);
  });

  test('a popup closed by the person rejects with Auth window closed by user', async () => {
    const { host, popup, listeners } = fakeHost();
    const result = openAuthPopup('/auth/v2/test', 'http://localhost:3000', host);
    popup.closed = true;
    vi.advanceTimersByTime(400 + closedGraceMs);
    await expect(result).rejects.toThrow(AUTH_WINDOW_CLOSED);
    expect(listeners.size).toBe(0);
  });

  test('a message that arrives just after its popup closed still logs in', async () => {
    const { host, popup, post } = fakeHost();
    const result = openAuthPopup('/auth/v2/test', 'http://localhost:3000', host);
    // The finish page posts and closes at once: the opener may look before the message's task runs.
    popup.closed = true;
    vi.advanceTimersByTime(400);
    post('http://localhost:3000', message);
    await expect(result).resolves.toMatchObject({ ok: true, jwt: 'jwt-1' });
  });

  test("a blocked popup rejects with Can't create auth window", async () => {
    const { host } = fakeHost({ blocked: true });
    await expect(openAuthPopup('/auth/v2/test', 'http://localhost:3000', host)).rejects.toThrow(AUTH_WINDOW_FAILED);
  });
});
