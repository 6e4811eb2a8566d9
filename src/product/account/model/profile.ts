import { createEvent, createStore, sample } from 'effector';
import { $anonymousId } from '../../../platform/cookies';
import { isHttp } from '../../../platform/request';
import { $user, createDataReport, deleteUserMutation, NO_ACTIVE_EMAIL, userRequired, userReset, type DataReportOutcome } from '../../../platform/user';
import { activeEmailMutation, requestDataFx } from '../../../platform/user/api/email';

/** The e-mail form of the profile: a link is sent, the account then shows the candidate pending. */
export const emailSubmitted = createEvent<string>();
export type EmailProblem = 'invalid' | 'in_use' | 'failed';
export const $emailProblem = createStore<EmailProblem | null>(null, { serialize: 'ignore' });
export const $emailSentTo = createStore<string | null>(null, { serialize: 'ignore' });

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
sample({ clock: emailSubmitted, filter: (email) => !EMAIL.test(email.trim()), fn: (): EmailProblem => 'invalid', target: $emailProblem });
sample({
  clock: emailSubmitted,
  source: $anonymousId,
  filter: (_, email) => EMAIL.test(email.trim()),
  fn: (uid, email) => ({ email: email.trim(), marketing_accepted: false, uid }),
  target: activeEmailMutation.start,
});
$emailProblem.reset(activeEmailMutation.started);
// Spec §8: a 403 on e-mail activation means the e-mail is in use.
$emailProblem.on(activeEmailMutation.finished.failure, (_, { error }) => (isHttp(error) && error.status === 403 ? 'in_use' : 'failed'));
$emailSentTo.on(activeEmailMutation.finished.success, (_, { params }) => params.email).reset(activeEmailMutation.started);
sample({ clock: activeEmailMutation.finished.success, target: userRequired });

/** Deleting the account: asked, then confirmed. */
export const deleteAsked = createEvent();
export const deleteCancelled = createEvent();
export const deleteConfirmed = createEvent();
export const $deleteAsked = createStore(false, { serialize: 'ignore' })
  .on(deleteAsked, () => true)
  .reset(deleteCancelled, deleteUserMutation.finished.success);
export const $deleteFailed = createStore(false, { serialize: 'ignore' })
  .on(deleteUserMutation.finished.failure, () => true)
  .reset(deleteUserMutation.started, deleteCancelled);
export const $deleted = createStore(false, { serialize: 'ignore' }).on(deleteUserMutation.finished.success, () => true);
sample({ clock: deleteConfirmed, target: deleteUserMutation.start });

/** The data report of spec §4: sent to the active e-mail, at most once per lock period. */
const dataReport = createDataReport({ $emailInfo: $user.map((user) => user?.user_info.email_info ?? null), sendFx: requestDataFx });
export const dataReportRequested = dataReport.request;
export const $dataReportPending = dataReport.requestFx.pending;
export const $dataReport = createStore<DataReportOutcome | null>(null, { serialize: 'ignore' })
  .on(dataReport.requestFx.doneData, (_, outcome) => outcome)
  .reset(userReset);
export type DataReportProblem = 'no_email' | 'failed';
export const $dataReportProblem = createStore<DataReportProblem | null>(null, { serialize: 'ignore' })
  .on(dataReport.requestFx.failData, (_, error): DataReportProblem => (error instanceof Error && error.message === NO_ACTIVE_EMAIL ? 'no_email' : 'failed'))
  .reset(dataReport.requestFx, userReset);
