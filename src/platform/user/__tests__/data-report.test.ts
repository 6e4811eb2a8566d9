import { allSettled, createEffect, createStore, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { createDataReport, DATA_REPORT_LOCK_MS, dataReportLocked, NO_ACTIVE_EMAIL } from '../data-report';
import type { EmailInfo } from '../email';

const HOUR = 60 * 60 * 1000;

describe('data report lock (spec §4, §9: 2 units)', () => {
  test.each([
    [null, 0, false],
    [0, 0, true],
    [0, 2 * HOUR - 1, true],
    [0, 2 * HOUR, false],
    [10 * HOUR, 0, false],
  ])('requested at %s, now %d: locked %s', (requestedAt, now, locked) => {
    expect(dataReportLocked(requestedAt, now)).toBe(locked);
  });

  test('the lock is two hours', () => {
    expect(DATA_REPORT_LOCK_MS).toBe(2 * HOUR);
  });
});

function setup(emailInfo: EmailInfo | null, send: (params: { email: string }) => unknown = () => undefined) {
  let time = 1_000_000;
  const $emailInfo = createStore<EmailInfo | null>(null);
  const sendFx = createEffect<{ email: string }, unknown>();
  const report = createDataReport({ $emailInfo, sendFx, now: () => time });
  const handler = vi.fn(send);
  const scope = fork({ values: [[$emailInfo, emailInfo]], handlers: [[sendFx, handler]] });
  return { report, scope, handler, later: (ms: number) => (time += ms) };
}

const active: EmailInfo = { active_email: 'a@example.com', activation_status: 'active' };

describe('data report request', () => {
  test('needs an active email', async () => {
    const { report, scope, handler } = setup({ candidate_email: 'b@example.com', activation_status: 'pending' });
    const result = await allSettled(report.requestFx, { scope });
    expect(result).toEqual({ status: 'fail', value: new Error(NO_ACTIVE_EMAIL) });
    expect((result.value as Error).message).toBe('User has not active email');
    expect(handler).not.toHaveBeenCalled();
  });

  test('is sent to the active email and remembered; a repeat within the lock is not sent', async () => {
    const { report, scope, handler, later } = setup(active);
    await allSettled(report.request, { scope });
    expect(handler).toHaveBeenCalledWith({ email: 'a@example.com' });
    expect(scope.getState(report.$requestedAt)).toBe(1_000_000);

    later(HOUR);
    const repeat = await allSettled(report.requestFx, { scope });
    expect(repeat).toEqual({ status: 'done', value: { status: 'already_requested', requestedAt: 1_000_000 } });
    expect(handler).toHaveBeenCalledTimes(1);

    later(HOUR);
    const after = await allSettled(report.requestFx, { scope });
    expect(after).toEqual({ status: 'done', value: { status: 'requested', requestedAt: 1_000_000 + 2 * HOUR } });
    expect(handler).toHaveBeenCalledTimes(2);
  });

  test('a 409 answer counts as already requested and starts the lock (spec §8)', async () => {
    const { report, scope } = setup(active, () => Promise.reject({ status: 409 }));
    const result = await allSettled(report.requestFx, { scope });
    expect(result).toEqual({ status: 'done', value: { status: 'already_requested', requestedAt: 1_000_000 } });
    expect(scope.getState(report.$requestedAt)).toBe(1_000_000);
  });

  test('other failures are not remembered', async () => {
    const failure = { status: 500 };
    const { report, scope } = setup(active, () => Promise.reject(failure));
    expect(await allSettled(report.requestFx, { scope })).toEqual({ status: 'fail', value: failure });
    expect(scope.getState(report.$requestedAt)).toBeNull();
  });
});
