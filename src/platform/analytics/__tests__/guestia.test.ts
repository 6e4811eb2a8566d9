import { describe, expect, it, vi } from 'vitest';
import { createGuestia, FlushError, notInitialized, unknownTracker, type Tracker } from '../guestia';

const fakeTracker = (): Tracker => ({ pageView: vi.fn(), track: vi.fn(), flush: vi.fn() });
const view = { url: 'http://localhost/', referrer: null, context: [], timestamp: 1 };

describe('guestia', () => {
  it('refuses every call before a tracker is added', () => {
    const guestia = createGuestia();
    expect(guestia.inited).toBe(false);
    expect(notInitialized).toBe('Guestia method called before initialization');
    expect(() => guestia.pageView(view)).toThrow(notInitialized);
    expect(() => guestia.track({ schema: 'iglu:a/b/jsonschema/1-0-0', data: {} }, [], 1)).toThrow(notInitialized);
    expect(() => guestia.flush()).toThrow(notInitialized);
  });

  it('sends to the first tracker by default and to a named one when asked', () => {
    const guestia = createGuestia();
    const first = fakeTracker();
    const second = fakeTracker();
    guestia.add('as-web', first);
    guestia.add('wa-web', second);
    guestia.pageView(view);
    guestia.track({ schema: 'iglu:a/b/jsonschema/1-0-0', data: { x: 1 } }, [], 5, 'wa-web');
    expect(first.pageView).toHaveBeenCalledWith(view);
    expect(second.track).toHaveBeenCalledWith({ schema: 'iglu:a/b/jsonschema/1-0-0', data: { x: 1 } }, [], 5);
    expect(guestia.inited).toBe(true);
  });

  it('throws Unknown tracker for an id it does not have', () => {
    const guestia = createGuestia();
    guestia.add('as-web', fakeTracker());
    expect(unknownTracker).toBe('Unknown tracker');
    expect(() => guestia.flush('nope')).toThrow(unknownTracker);
  });

  it('names the tracker in a failed flush', () => {
    const guestia = createGuestia();
    const tracker = fakeTracker();
    vi.mocked(tracker.flush).mockImplementation(() => {
      throw new Error('storage full');
    });
    guestia.add('wa-web', tracker);
    try {
      guestia.flush();
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(FlushError);
      expect((error as FlushError).trackerId).toBe('wa-web');
      expect((error as FlushError).message).toContain('wa-web');
      expect((error as FlushError).cause).toEqual(new Error('storage full'));
    }
  });
});
