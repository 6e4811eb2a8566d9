import { allSettled, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { $brand, $currency, $market, switchVisitSettingsFx } from '../../market';
import { fetchFx } from '../../request';
// The session service, as every page has it; the user model is not loaded until a stored token asks for it.
import '../../services/session';
import { $sessionStorage, JWT_STORAGE_KEY, restoreSessionFx } from '../../session';
import { memoryStorage } from '../../storage/__tests__/memory-storage';
import { fakeUserService } from './user-service';

function visit(jwt: string | null) {
  const service = fakeUserService({ settings: { currency: 'eur' } });
  const switched = vi.fn();
  const scope = fork({
    values: [
      [$sessionStorage, () => memoryStorage(jwt ? { [JWT_STORAGE_KEY]: jwt } : {})],
      [$brand, 'AS'],
      [$market, 'ru'],
      [$currency, 'rub'],
    ],
    handlers: [
      [fetchFx, service.answer],
      [switchVisitSettingsFx, switched],
    ],
  });
  return { scope, service, switched };
}

describe('a returning user on any page (spec §4)', () => {
  test('with a stored token the saved settings load, and their currency switches the visit', async () => {
    const { scope, service, switched } = visit('valid-token');
    await allSettled(restoreSessionFx, { scope });
    expect(service.state.calls.filter((call) => call.includes('/api/v2/user/settings'))).toHaveLength(1);
    expect(switched).toHaveBeenCalledWith({ settings: { currency: 'eur' } });
  });

  test('without one nothing is asked', async () => {
    const { scope, service, switched } = visit(null);
    await allSettled(restoreSessionFx, { scope });
    expect(service.state.calls).toEqual([]);
    expect(switched).not.toHaveBeenCalled();
  });
});
