import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { phoneCodeLength, type SocialAuthMessage } from '../../../contracts/auth';
import { $anonymousId } from '../../../platform/cookies';
import { hosts } from '../../../platform/config';
import { phoneRuleOf } from '../../../platform/brand';
import { $brand, $market } from '../../../platform/market';
import { loadPhoneReader, type PhoneReader, type PhoneRule } from '../../../platform/phone';
import { isHttp, type RequestFailure } from '../../../platform/request';
import { loggedIn, loginDialogClosed, loginRequested } from '../../../platform/session';
import { authProvidersQuery, phoneAuthFinishMutation, phoneAuthMutation } from '../../../platform/user/api/login';
import { AUTH_WINDOW_CLOSED, AUTH_WINDOW_FAILED, authPopupUrl, openAuthPopup, type PopupHost } from './auth-popup';

/** The phone field's placeholder per rule: the Russian number's shape (spec §5: +7 xxx xxx xx xx); an international one has none. */
export const phonePlaceholder: Record<PhoneRule, string | undefined> = { russian: '+7 ___ ___ __ __', international: undefined };

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
sample({
  clock: providersWanted,
  filter: combine(authProvidersQuery.$succeeded, authProvidersQuery.$pending, (known, asking) => !known && !asking),
  target: authProvidersQuery.start,
});
/** The social providers the server is configured with (none until it has said, or when it cannot). */
export const $socialProviders = authProvidersQuery.$data.map((data): readonly string[] => data?.providers ?? []);

/** The brand's phone rule (platform/brand): Russian mobile numbers, or mobile numbers of any country. */
export const $phoneRule = $brand.map((brand) => phoneRuleOf(brand));

/** The dialog asks for its rule's reader when it opens; the international one is a chunk of its own. */
export const phoneReaderWanted = createEvent();
export const loadPhoneReaderFx = createEffect((rule: PhoneRule) => loadPhoneReader(rule));
/** Formats the phone field as it is typed; null until loaded (the field shows what is typed meanwhile). */
export const $phoneReader = createStore<PhoneReader | null>(null, { serialize: 'ignore' }).on(loadPhoneReaderFx.doneData, (_, reader) => reader);
sample({
  clock: phoneReaderWanted,
  source: { rule: $phoneRule, reader: $phoneReader },
  filter: ({ reader }) => reader === null,
  fn: ({ rule }) => rule,
  target: loadPhoneReaderFx,
});
// What was typed before the reader came is shown formatted at once.
sample({
  clock: loadPhoneReaderFx.doneData,
  source: { phone: $phone, market: $market },
  fn: ({ phone, market }, reader) => reader(phone, market).value,
  target: $phone,
});

/** The call's body for the number typed, in E.164, or null when the brand's rule refuses it (checked before asking the server). */
const phoneLoginFx = attach({
  source: { phone: $phone, consent: $consent, market: $market, uid: $anonymousId, rule: $phoneRule },
  effect: createEffect(
    async ({ phone, consent, market, uid, rule }: { phone: string; consent: boolean; market: string; uid: string | null; rule: PhoneRule }) => {
      const number = (await loadPhoneReader(rule))(phone, market).number;
      return number ? { phone: `+${number}`, market, marketing_accepted: consent, uid } : null;
    },
  ),
});
sample({ clock: [phoneSubmitted, codeResent], target: phoneLoginFx });
sample({ clock: phoneLoginFx.doneData, filter: (body) => body === null, fn: (): LoginProblem => 'invalid_phone', target: $problem });
sample({ clock: phoneLoginFx.doneData, filter: (body): body is NonNullable<typeof body> => body !== null, target: phoneAuthMutation.start });
sample({ clock: phoneLoginFx.fail, fn: (): LoginProblem => 'unavailable', target: $problem });
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
    async ({
      provider,
      market,
      consent,
      uid,
      host,
    }: {
      provider: string;
      market: string;
      consent: boolean;
      uid: string | null;
      host: () => PopupHost | null;
    }): Promise<SocialAuthMessage> => {
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
  fn: (error): LoginProblem =>
    error.message === AUTH_WINDOW_CLOSED ? 'window_closed' : error.message === AUTH_WINDOW_FAILED ? 'window_blocked' : 'social_failed',
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

export const $pending = combine(
  phoneLoginFx.pending,
  phoneAuthMutation.$pending,
  phoneAuthFinishMutation.$pending,
  socialLoginFx.pending,
  (a, b, c, d) => a || b || c || d,
);
