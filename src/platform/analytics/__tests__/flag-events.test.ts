import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $trackerLoader } from '../tracker';
import { $anonymousId } from '../../cookies';
import { $clientFlagsSettled, $serverFlags, flagsFetchFailed, flagsFetchSucceeded, flagsLoaded, flagsMismatched } from '../../flags';
import { $location } from '../../router';
import { fakeTracker, start } from './visit';

describe('flag events (spec §7)', () => {
  it('report the server’s flags, the client’s request and mismatches', async () => {
    const { tracker, loader } = fakeTracker();
    const scope = fork({
      values: [
        [$trackerLoader, loader],
        [$anonymousId, 'guest-1'],
        [$clientFlagsSettled, true],
        [$location, { pathname: '/', search: '' }],
        [$serverFlags, { 'foreign-cards': { flagKey: 'foreign-cards', variantKey: 'on' } }],
      ],
    });
    await start(scope);
    await allSettled(flagsLoaded, { scope, params: { source: 'client', flags: ['foreign-cards'] } });
    await allSettled(flagsLoaded, { scope, params: { source: 'server', flags: ['ignored-on-the-client'] } });
    await allSettled(flagsFetchSucceeded, { scope, params: { count: 1 } });
    await allSettled(flagsFetchFailed, { scope, params: { error: 'offline' } });
    await allSettled(flagsMismatched, { scope, params: [{ flag: 'foreign-cards', server: true, client: false }] });
    const events = tracker.track.mock.calls.map(([event]) => event.data);
    expect(events.map((data) => [data.action, data.label])).toEqual([
      ['loaded', 'server'],
      ['loaded', 'client'],
      ['fetch_succeeded', null],
      ['fetch_failed', null],
      ['mismatch', null],
    ]);
    expect(events[0]).toMatchObject({ flags: ['foreign-cards'] });
    expect(events[3]).toMatchObject({ error: 'offline' });
    expect(events[4]).toMatchObject({ mismatches: [{ flag: 'foreign-cards', server: true, client: false }] });
  });
});
