import { allSettled, fork } from 'effector';
import { describe, expect, test } from 'vitest';
import { fetchFx } from '../../request';
import { $sessionStorage, JWT_STORAGE_KEY, loggedIn, restoreSessionFx } from '../../session';
import { memoryStorage } from '../../storage/__tests__/memory-storage';
import { query, ticket } from '../../search-history/__tests__/fixtures';
import { $savedSearches, localSearches, searchMade, userRequired } from '..';
import { fakeUserService } from './user-service';

function setup(jwt: string | null = null) {
  const service = fakeUserService();
  const scope = fork({
    values: [[$sessionStorage, () => memoryStorage(jwt ? { [JWT_STORAGE_KEY]: jwt } : {})]],
    handlers: [[fetchFx, service.answer]],
  });
  return { scope, service };
}

const destinations = (searches: { search_params: { destination: string } }[]) => searches.map((search) => search.search_params.destination);

describe('searches (spec §4, §6, §9)', () => {
  test('an anonymous visitor keeps the latest 5 locally and sends none', async () => {
    const { scope, service } = setup();
    await allSettled(restoreSessionFx, { scope });
    for (const destination of ['IST', 'LED', 'AER', 'KZN', 'OVB', 'TBS']) {
      await allSettled(searchMade, { scope, params: { search_params: query(destination), ticket: ticket(destination) } });
    }
    expect(destinations(scope.getState(localSearches.$searches))).toEqual(['TBS', 'OVB', 'KZN', 'AER', 'LED']);
    expect(service.state.calls).toEqual([]);
  });

  test('with a session a search goes to the server', async () => {
    const { scope, service } = setup('valid-token');
    await allSettled(restoreSessionFx, { scope });
    await allSettled(searchMade, { scope, params: { search_params: query('IST'), ticket: ticket('a') } });
    expect(destinations(service.state.searches)).toEqual(['IST']);
    expect(scope.getState(localSearches.$searches)).toEqual([]);
  });

  test('after login the local searches are uploaded oldest first, cleared locally and listed from the account', async () => {
    const { scope, service } = setup();
    await allSettled(restoreSessionFx, { scope });
    await allSettled(searchMade, { scope, params: { search_params: query('IST'), ticket: ticket('a') } });
    await allSettled(searchMade, { scope, params: { search_params: query('LED'), ticket: ticket('b') } });
    await allSettled(loggedIn, { scope, params: 'valid-token' });
    expect(destinations(service.state.searches)).toEqual(['LED', 'IST']);
    expect(scope.getState(localSearches.$searches)).toEqual([]);
    expect(destinations(scope.getState($savedSearches))).toEqual(['LED', 'IST']);
  });

  test('a search without its cheapest ticket is not saved', async () => {
    const { scope } = setup();
    await allSettled(restoreSessionFx, { scope });
    await allSettled(searchMade, { scope, params: { search_params: query('IST'), ticket: null } });
    expect(scope.getState(localSearches.$searches)).toEqual([]);
  });

  test('the account lists its searches when a screen needs the user', async () => {
    const { scope, service } = setup('valid-token');
    service.state.searches = [{ id: 'x', ticket: ticket('x'), search_params: query('AER'), created_at: '2026-04-01T00:00:00.000Z' }];
    await allSettled(restoreSessionFx, { scope });
    await allSettled(userRequired, { scope });
    expect(destinations(scope.getState($savedSearches))).toEqual(['AER']);
  });
});
