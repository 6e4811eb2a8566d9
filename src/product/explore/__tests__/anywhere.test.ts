import { allSettled, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { linkTo, navigate } from '../../../platform/router';
import { anywhereChosen } from '../../search';
import { fromCityRoute } from '../../seo';
import '../routes';

describe('"anywhere" as the destination', () => {
  test('opens the flights from the origin’s city, never a search', async () => {
    const scope = fork();
    const go = vi.fn();
    const unwatch = navigate.watch(go);
    await allSettled(anywhereChosen, { scope, params: { origin: 'MOW' } });
    unwatch();
    expect(go).toHaveBeenCalledTimes(1);
    expect(go.mock.calls[0]![0]).toEqual({ to: linkTo(fromCityRoute, { origin: 'MOW' }) });
    expect(go.mock.calls[0]![0]).toEqual({ to: '/routes/MOW' });
  });
});
