import { allSettled } from 'effector';
import { describe, expect, test } from 'vitest';
// The session service, as every page has it; the user model is not loaded until a stored token asks for it.
import '../../services/session';
import { restoreSessionFx } from '../../session';
import { userVisit } from './user-service';

describe('a returning user on any page (spec §4)', () => {
  test('with a stored token the saved settings load, and their currency switches the visit', async () => {
    const { scope, service, switched } = userVisit({ jwt: 'valid-token', server: { currency: 'eur' } });
    await allSettled(restoreSessionFx, { scope });
    expect(service.state.calls.filter((call) => call.includes('/api/v2/user/settings'))).toHaveLength(1);
    expect(switched).toHaveBeenCalledWith({ settings: { currency: 'eur' } });
  });

  test('without one nothing is asked', async () => {
    const { scope, service, switched } = userVisit({ server: { currency: 'eur' } });
    await allSettled(restoreSessionFx, { scope });
    expect(service.state.calls).toEqual([]);
    expect(switched).not.toHaveBeenCalled();
  });
});
