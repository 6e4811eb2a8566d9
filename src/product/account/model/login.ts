import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { phoneCodeLength, type SocialAuthMessage } from '../../../contracts/user';
import { $anonymousId } from '../../../platform/cookies';
import { hosts } from '../../../platform/config';
import { $market } from '../../../platform/market';
import { isRussianPhone, phoneDigits } from '../../../platform/phone';
import { isHttp, type RequestFailure } from '../../../platform/request';
import { loggedIn, loginDialogClosed, loginRequested } from '../../../platform/session';
import { authProvidersQuery, phoneAuthFinishMutation, phoneAuthMutation } from '../../../platform/user/api/login';
import { AUTH_WINDOW_CLOSED, AUTH_WINDOW_FAILED, authPopupUrl, openAuthPopup, type PopupHost } from './auth-popup';

/** The phone field's mask (spec §5): shown as +7 xxx xxx xx xx, `0` a digit. */
export const PHONE_MASK = '+7 000 000 00 00';

/** What the dialog tells the person when a step fails. */
export type LoginProblem =
  | 'invalid_phone'
  | 'invalid_code'
  | 'code_expired'
  | 'too_many_attempts'
  | 'resend_too_soon'
  | 'rate_limited'
  | 'window_closed'
  | 'window_blocked'
  | 'social_failed'
  | 'unavailable';

const knownCodes = new Set<LoginProblem>(['invalid_phone', 'invalid_code', 'code_expired', 'too_many_attempts', 'resend_too_soon']);

/** The refusal in the dialog's words, from the server's code. */
export function loginProblem(failure: RequestFailure): LoginProblem {
  if (!isHttp(failure)) return 'unavailable';
  if (failure.code && knownCodes.has(failure.code as LoginProblem)) return failure.code as LoginProblem;
  if (failure.code === 'unknown_session') return 'code_expired';
  if (failure.status === 429) return 'rate_limited';
  return 'unavailable';
}

export const phoneChanged = createEvent<string>();
export const consentChanged = createEvent<boolean>();
export const phoneSubmitted = createEvent();
export const codeChanged = createEvent<string>();
export const codeSubmitted = createEvent();
export const codeResent = createEvent();
export const numberChangeAsked = createEvent();
export const socialChosen = createEvent<string>();

export const $phone = createStore('', { serialize: 'ignore' }).on(phoneChanged, (_, phone) => phone);
export const $consent = createStore(false, { serialize: 'ignore' }).on(consentChanged, (_, consent) => consent);
export const $code = createStore('', { serialize: 'ignore' }).on(codeChanged, (_, code) => code.replace(/\D/g, '').slice(0, phoneCodeLength));
export const $sessionId = createStore<string | null>(null, { serialize: 'ignore' });
export const $step = $sessionId.map((id): 'phone' | 'code' => (id ? 'code' : 'phone'));
export const $problem = createStore<LoginProblem | null>(null, { serialize: 'ignore' });
export const $isNewUser = createStore(false, { serialize: 'ignore' });

/** The dialog asks for the social providers on offer when it opens; once known, they are kept for the visit. */
export const providersWanted = createEvent();
sample({ clock: providersWanted, filter: combine(authProvidersQuery.$succeeded, authProvidersQuery.$pending, (known, asking) => !known && !asking), target: authProvidersQuery.start });
/** The social providers the server is configured with (none until it has said, or when it cannot). */
export const $socialProviders = authProvidersQuery.$data.map((data): readonly string[] => data?.providers ?? []);

const startPhoneLogin = sample({
  clock: [phoneSubmitted, codeResent],
  source: { phone: $phone, consent: $consent, market: $market, uid: $anonymousId },
});
sample({ clock: startPhoneLogin, filter: ({ phone }) => !isRussianPhone(phone), fn: (): LoginProblem => 'invalid_phone', target: $problem });
sample({
  clock: startPhoneLogin,
  filter: ({ phone }) => isRussianPhone(phone),
  fn: ({ phone, consent, market, uid }) => ({ phone: phoneDigits(phone), market, marketing_accepted: consent, uid }),
  target: phoneAuthMutation.start,
});
$sessionId.on(phoneAuthMutation.finished.success, (_, { result }) => result.session_id);

sample({
  clock: codeSubmitted,
  source: { code: $code, sessionId: $sessionId },
  filter: ({ code, sessionId }) => sessionId !== null && code.length !== phoneCodeLength,
  fn: (): LoginProblem => 'invalid_code',
  target: $problem,
});
sample({
  clock: codeSubmitted,
  source: { code: $code, sessionId: $sessionId },
  filter: ({ code, sessionId }) => sessionId !== null && code.length === phoneCodeLength,
  fn: ({ code, sessionId }) => ({ code, session_id: sessionId! }),
  target: phoneAuthFinishMutation.start,
});

// The popup opens on the person's click; the browser blocks a popup opened later.
export const $popupHost = createStore<() => PopupHost | null>(() => (typeof window === 'undefined' ? null : window), { serialize: 'ignore' });
export const socialLoginFx = attach({
  source: { market: $market, consent: $consent, uid: $anonymousId, host: $popupHost },
  mapParams: (provider: string, source) => ({ provider, ...source }),
  effect: createEffect(
    async ({ provider, market, consent, uid, host }: { provider: string; market: string; consent: boolean; uid: string | null; host: () => PopupHost | null }): Promise<SocialAuthMessage> => {
      const window = host();
      if (!window) throw new Error(AUTH_WINDOW_FAILED);
      const here = globalThis.location;
      const authOrigin = new URL(hosts.userService || '/', here.href).origin;
      const base = hosts.userService ? new URL(hosts.userService, here.href).href.replace(/\/$/, '') : '';
      const url = authPopupUrl(base, provider, { uid, redirectUri: here.href, market, marketingAccepted: consent });
      return openAuthPopup(url, authOrigin, window);
    },
  ),
});
sample({ clock: socialChosen, target: socialLoginFx });

const socialFailed = sample({ clock: socialLoginFx.doneData, filter: (message) => !message.ok });
sample({ clock: socialFailed, fn: (): LoginProblem => 'social_failed', target: $problem });
sample({
  clock: socialLoginFx.failData,
  fn: (error): LoginProblem => (error.message === AUTH_WINDOW_CLOSED ? 'window_closed' : error.message === AUTH_WINDOW_FAILED ? 'window_blocked' : 'social_failed'),
  target: $problem,
});

const loginFinished = sample({
  clock: [
    phoneAuthFinishMutation.finished.success.map(({ result }) => result),
    socialLoginFx.doneData.filterMap((message) => (message.ok ? { jwt: message.jwt, is_new_user: message.is_new_user } : undefined)),
  ],
});
$isNewUser.on(loginFinished, (_, { is_new_user }) => is_new_user);
sample({ clock: loginFinished, fn: ({ jwt }) => jwt, target: loggedIn });
sample({ clock: loginFinished, target: loginDialogClosed });

sample({
  clock: [phoneAuthMutation.finished.failure, phoneAuthFinishMutation.finished.failure],
  fn: ({ error }) => loginProblem(error),
  target: $problem,
});
$problem.reset(phoneChanged, codeChanged, phoneAuthMutation.started, phoneAuthFinishMutation.started, socialLoginFx, loginRequested, numberChangeAsked);

// Another number, or too many wrong codes: back to the phone, which stays as typed.
$sessionId.reset(numberChangeAsked, loginFinished, loginRequested);
sample({ clock: phoneAuthFinishMutation.finished.failure, filter: ({ error }) => loginProblem(error) === 'too_many_attempts', target: $sessionId.reinit });
$code.reset(numberChangeAsked, loginFinished, phoneAuthMutation.finished.success);

export const $pending = combine(phoneAuthMutation.$pending, phoneAuthFinishMutation.$pending, socialLoginFx.pending, (a, b, c) => a || b || c);
