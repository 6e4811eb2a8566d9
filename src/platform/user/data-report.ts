import { attach, createEvent, createStore, type Effect, sample, type Store } from 'effector';
import { activeEmail, type EmailInfo } from './email';

/** Spec §5: a data report goes to the active email only. */
export const NO_ACTIVE_EMAIL = 'User has not active email';

/**
 * Spec §9 "data report lock 2 units": a request is remembered for 2 hours and blocks repeats. The
 * spec does not name the unit; hours are our reading, and `lockMs` changes it.
 */
export const DATA_REPORT_LOCK_MS = 2 * 60 * 60 * 1000;

/** Whether a request made at `requestedAt` still blocks a new one at `now`. */
export const dataReportLocked = (requestedAt: number | null, now: number, lockMs = DATA_REPORT_LOCK_MS): boolean =>
  requestedAt !== null && now >= requestedAt && now - requestedAt < lockMs;

export type DataReportOutcome = { status: 'requested' | 'already_requested'; requestedAt: number };

export interface DataReportOptions<Done = unknown, Fail = unknown> {
  $emailInfo: Store<EmailInfo | null>;
  /** Sends the request (POST /api/user/request-data with the email). */
  sendFx: Effect<{ email: string }, Done, Fail>;
  /** Spec §8: a 409 answer counts as already requested. */
  isAlreadyRequested?: (error: unknown) => boolean;
  lockMs?: number;
  now?: () => number;
}

const isConflict = (error: unknown) => typeof error === 'object' && error !== null && 'status' in error && (error as { status: unknown }).status === 409;

/**
 * The data report request of spec §4: needs an active email, is remembered for the lock time and
 * does not call the server again meanwhile. `request` asks; `requestFx` fails with
 * 'User has not active email' or the server's error, and is done with the outcome otherwise.
 */
export function createDataReport<Done, Fail>({
  $emailInfo,
  sendFx,
  isAlreadyRequested = isConflict,
  lockMs = DATA_REPORT_LOCK_MS,
  now = Date.now,
}: DataReportOptions<Done, Fail>) {
  const request = createEvent();
  const $requestedAt = createStore<number | null>(null);

  const requestFx = attach({
    source: { emailInfo: $emailInfo, requestedAt: $requestedAt },
    async effect({ emailInfo, requestedAt }): Promise<DataReportOutcome> {
      const email = activeEmail(emailInfo);
      if (!email) throw new Error(NO_ACTIVE_EMAIL);
      const at = now();
      if (requestedAt !== null && dataReportLocked(requestedAt, at, lockMs)) return { status: 'already_requested', requestedAt };
      try {
        await sendFx({ email });
        return { status: 'requested', requestedAt: at };
      } catch (error) {
        if (isAlreadyRequested(error)) return { status: 'already_requested', requestedAt: at };
        throw error;
      }
    },
  });

  sample({ clock: request, target: requestFx });
  sample({ clock: requestFx.doneData, fn: (outcome) => outcome.requestedAt, target: $requestedAt });

  return { request, requestFx, $requestedAt };
}
