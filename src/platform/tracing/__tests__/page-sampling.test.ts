import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTracingFx } from '..';
import { logger } from '../../logger';
import { $location } from '../../router';

afterEach(() => vi.restoreAllMocks());

describe('log sampling by page (spec §9: SEO pages 5 %)', () => {
  it('follows the page shown once reporting has started in the browser', async () => {
    const setPageRate = vi.spyOn(logger, 'setPageRate').mockImplementation(() => undefined);
    const scope = fork({ values: [[$location, { pathname: '/routes/MOW/IST', search: '' }]], handlers: [[startTracingFx, () => undefined]] });
    await allSettled($location, { scope, params: { pathname: '/cities/MOW', search: '' } });
    expect(setPageRate).not.toHaveBeenCalled();

    await allSettled(startTracingFx, { scope });
    expect(setPageRate).toHaveBeenLastCalledWith(0.05);
    await allSettled($location, { scope, params: { pathname: '/search/MOW1012IST1', search: '' } });
    expect(setPageRate).toHaveBeenLastCalledWith(1);
    await allSettled($location, { scope, params: { pathname: '/kz/airlines/SU', search: '' } });
    expect(setPageRate).toHaveBeenLastCalledWith(0.05);
  });
});
