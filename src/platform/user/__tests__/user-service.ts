import { fork, type StoreWritable } from 'effector';
import { vi } from 'vitest';
import type { SavedPassenger as Passenger } from '../../../contracts/saved-passengers';
import type { UserResponse } from '../../../contracts/user';
import type { SavedSearch } from '../../../contracts/user-searches';
import type { UserSettings } from '../../../contracts/user-settings';
import { userPaths } from '../../../contracts/plain/user';
import { $brand, $currency, $market, switchVisitSettingsFx } from '../../market';
import { fetchFx } from '../../request';
import { $sessionStorage, JWT_STORAGE_KEY } from '../../session';
import { memoryStorage } from '../../storage/__tests__/memory-storage';

/**
 * The user service as the client sees it, kept in memory for model tests: the calls of spec §7
 * the models make, answering 401 without the one valid token.
 */
export function fakeUserService({ token = 'valid-token', settings = {} as UserSettings } = {}) {
  const state = {
    settings: { ...settings } as UserSettings,
    searches: [] as SavedSearch[],
    passengers: [] as Passenger[],
    calls: [] as string[],
    loggedOut: false,
  };
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const user = (): UserResponse => ({
    user_info: {
      id: 'u1',
      email_info: { active_email: null, candidate_email: null, activation_status: 'not_active' },
      phone: '79161234567',
      last_login_method: 'phone',
    },
    premium: { status: 'not_active', expires_at: null },
    settings: state.settings,
    socials: {},
    properties: { orders: { order_counters: { total: 0, active: 0 } } },
  });

  async function answer(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const call = `${request.method} ${url.pathname}`;
    state.calls.push(call);
    if (request.headers.get('authorization') !== `Bearer ${token}`) {
      return json({ statusCode: 401, error: 'Unauthorized', message: 'User is not authorized', code: 'not_authorized' }, 401);
    }
    const body = request.method === 'GET' || request.method === 'DELETE' ? null : ((await request.json()) as Record<string, unknown>);
    switch (call) {
      case `GET ${userPaths.user}`:
        return json(user());
      case `GET ${userPaths.settings}`:
        return json({ user: { id: 'u1', email: null, settings: state.settings } });
      case `PATCH ${userPaths.settingsPatch}`:
        state.settings = { ...state.settings, ...(body as UserSettings) };
        return json({ settings: state.settings });
      case `GET ${userPaths.searches}`:
        return json({ searches: state.searches });
      case `POST ${userPaths.searches}`: {
        const { search } = body as { search: SavedSearch };
        const saved = { ...search, id: search.id ?? `s${state.searches.length}`, created_at: search.created_at ?? '2026-05-01T00:00:00.000Z' };
        state.searches = [saved, ...state.searches];
        return json({ search: saved });
      }
      case `GET ${userPaths.passengers}`:
        return json({ passengers: state.passengers });
      case `PUT ${userPaths.passengersActualize}`:
        state.passengers = (body as { passengers: Passenger[] }).passengers;
        return json({ passengers: state.passengers });
      case `DELETE ${userPaths.logout}`:
        state.loggedOut = true;
        return new Response(null, { status: 204 });
      default:
        return json({ statusCode: 404, error: 'Not Found', message: 'Not found' }, 404);
    }
  }
  return { state, answer };
}

// A store of any value, as `fork` takes them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type StoreValue = [StoreWritable<any>, unknown];

/**
 * A visit of the first brand in rubles, its browser storage holding `jwt` (or none), talking to a
 * fake user service that keeps `server` settings; `values` adds stores of the test's own. A
 * currency switch is recorded by `switched` instead of reloading.
 */
export function userVisit({ jwt = null as string | null, server = {} as UserSettings, values = [] as StoreValue[] } = {}) {
  const service = fakeUserService({ settings: server });
  const sessionStorage = memoryStorage(jwt ? { [JWT_STORAGE_KEY]: jwt } : {});
  const switched = vi.fn();
  const scope = fork({
    values: [[$sessionStorage, () => sessionStorage], [$brand, 'AS'], [$market, 'ru'], [$currency, 'rub'], ...values],
    handlers: [
      [fetchFx, service.answer],
      [switchVisitSettingsFx, switched],
    ],
  });
  return { scope, service, switched };
}
