import * as z from 'zod/v4-mini';
import { marketCode, shortText } from './fields';
import { UserInfo } from './user';

// --- login ---------------------------------------------------------------------------------------------

/** Spec §3 auth results: a JWT and whether this login created the account. */
export const AuthResult = z.object({ jwt: z.string(), is_new_user: z.boolean() });
export type AuthResult = z.infer<typeof AuthResult>;

/** The anonymous id (cookie `auid`) some calls carry in the query. */
export const UidQuery = z.object({ uid: z.optional(shortText('uid', 100)) });
export type UidQuery = z.infer<typeof UidQuery>;

/**
 * `POST /api/v2/auth/phone?uid`: the number as typed, with or without `+`, spaces, brackets or
 * dashes. The brand of the host decides which numbers it takes: the regional brand Russian mobile
 * numbers (spec §5: `+7 9…`, `8 9…` or `9…`, kept as `79` and 9 digits, else `INVALID_PHONE`), the
 * international brand a mobile number of any country (E.164, or a national number of `market`'s
 * country, kept as the E.164 digits, else `INVALID_INTERNATIONAL_PHONE`); both refuse with code
 * `invalid_phone`. `market` is the visit's (without it, the market the visit's cookie or brand
 * names); the code's SMS is in the visit's language for that market.
 */
export const PhoneAuthBody = z.object({
  phone: shortText('phone', 32),
  market: z.optional(marketCode),
  marketing_accepted: z._default(z.boolean(), false),
});
export type PhoneAuthBody = z.input<typeof PhoneAuthBody>;

export const PhoneAuthResponse = z.object({ session_id: z.string() });
export type PhoneAuthResponse = z.infer<typeof PhoneAuthResponse>;

/** `POST /api/v2/auth/phone/finish` */
export const PhoneAuthFinishBody = z.object({
  code: z.string().check(z.regex(/^\d{6}$/, 'Code must be 6 digits')),
  session_id: z.uuid('session_id must be a UUID'),
});
export type PhoneAuthFinishBody = z.infer<typeof PhoneAuthFinishBody>;
/** Digits of a one-time code. */
export const phoneCodeLength = 6;

/** `POST /api/v2/jwt_auth?market` */
export const JwtAuthQuery = z.object({ market: z.optional(marketCode) });
export const JwtAuthBody = z.object({
  provider: shortText('provider', 40),
  uid: z.optional(shortText('uid', 100)),
  id_token: z.string().check(z.minLength(1, 'id_token is required'), z.maxLength(8000, 'id_token is too long')),
  /** Where the token came from (`web`, `one_tap` …), kept for the record. */
  source: z.optional(shortText('source', 40)),
});
export type JwtAuthBody = z.infer<typeof JwtAuthBody>;

/** `GET /api/v2/auth/v2/jwt?uid&redirect_uri` */
export const AuthJwtQuery = z.object({
  uid: z.optional(shortText('uid', 100)),
  redirect_uri: z.optional(shortText('redirect_uri', 2000)),
});
export const AuthJwtResponse = z.object({ jwt: z.string() });
export type AuthJwtResponse = z.infer<typeof AuthJwtResponse>;
export const AuthProvidersResponse = z.object({ providers: z.array(z.string()) });
export type AuthProvidersResponse = z.infer<typeof AuthProvidersResponse>;

/** The login popup `/auth/v2/{provider}`: 800×600 (spec §9). */
export const authPopupSize = { width: 800, height: 600 } as const;
export const SocialAuthParams = z.object({ provider: z.string().check(z.regex(/^[a-z0-9_-]{1,40}$/, 'Unknown provider')) });
export const SocialAuthQuery = z.object({
  uid: z.optional(shortText('uid', 100)),
  /** A page of this app; the finish page posts its message to this URL's origin only. */
  redirect_uri: z.url('redirect_uri must be a URL').check(z.maxLength(2000, 'redirect_uri is too long')),
  market: z._default(marketCode, 'ru'),
  marketing_accepted: z._default(z.enum(['1', '0']), '0'),
});
export type SocialAuthQuery = z.input<typeof SocialAuthQuery>;

/** What the popup's finish page posts to its opener (`window.opener.postMessage`). */
export const socialAuthMessageType = 'travel-app:social-auth';
export const SocialAuthMessage = z.union([
  z.object({
    type: z.literal(socialAuthMessageType),
    ok: z.literal(true),
    provider: z.string(),
    jwt: z.string(),
    user_info: UserInfo,
    is_new_user: z.boolean(),
  }),
  z.object({ type: z.literal(socialAuthMessageType), ok: z.literal(false), provider: z.string(), error: z.string() }),
]);
export type SocialAuthMessage = z.infer<typeof SocialAuthMessage>;

/** `POST /api/identifier-check`: a phone (by the brand's rule, as `PhoneAuthBody`) or an e-mail. */
export const IdentifierCheckBody = z.object({ identifier: shortText('identifier', 254) });
export const identifierStatuses = ['registered', 'not_registered'] as const;
export const IdentifierCheckResponse = z.object({ status: z.enum(identifierStatuses) });
export type IdentifierCheckResponse = z.infer<typeof IdentifierCheckResponse>;
