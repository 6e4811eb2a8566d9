import * as z from 'zod/v4-mini';
import { email, isoDateTime, shortText } from './fields';
import { UserSettings } from './user-settings';

export { ApiError } from './errors';

/**
 * The user service of spec §7: the traveller's account, its settings, documents and searches, phone
 * and social login, e-mail and data controls. Every call is served from the root of the serving
 * origin (`hosts.userService`); `userPaths` names each one. A call marked private needs
 * `Authorization: Bearer {jwt}` and answers 401 `User is not authorized` without a valid one.
 */
export const userPaths = {
  /** `GET` (no-cache): the whole account. Private. */
  user: '/api/v2/user',
  /** `GET`: `{ user: { id, email, settings } }`; `POST` with `{ settings }`: replaces them. Private. */
  settings: '/api/v2/user/settings',
  /** `PATCH` with some setting keys: merges them. Private. */
  settingsPatch: '/api/user/settings',
  /** `POST ?market` with `{ provider, uid, id_token, source }`: an identity provider's ID token for a JWT. */
  jwtAuth: '/api/v2/jwt_auth',
  /** `POST ?uid` with `{ email, marketing_accepted }`: sends an activation link. Private. */
  activeEmail: '/api/v2/user/active_email',
  /** `GET ?token`: the page the activation link opens. */
  activateEmail: '/api/v2/user/active_email/activate',
  /** `GET ?uid&redirect_uri`: the JWT of the social login the popup finished in this browser. */
  authJwt: '/api/v2/auth/v2/jwt',
  /** `DELETE`: ends the session of the JWT. Private. */
  logout: '/api/v2/logout',
  /** `GET`: `{ providers }`, the social login providers configured on the server. */
  authProviders: '/api/v2/auth/providers',
  /** The login popup page: `/auth/v2/{provider}?uid&redirect_uri&market&marketing_accepted=1|0`. */
  socialPopup: (provider: string) => `/auth/v2/${encodeURIComponent(provider)}`,
  /** `POST ?uid` with `{ phone, market, marketing_accepted }`: sends a code, answers `{ session_id }`. */
  phoneAuth: '/api/v2/auth/phone',
  /** `POST` with `{ code, session_id }`: `{ jwt, is_new_user }`. */
  phoneAuthFinish: '/api/v2/auth/phone/finish',
  /** `POST` with `{ identifier }`: whether a phone or e-mail has an account. */
  identifierCheck: '/api/identifier-check',
  /** `DELETE`: removes the account and everything kept for it. Private. */
  deleteUser: '/api/user',
  /** `POST` with `{ email }`: a report of the data kept, sent to the active e-mail. Private. */
  requestData: '/api/user/request-data',
  /** `GET`: `{ paid_content: { has_purchases } }`. Private. */
  paidContent: '/api/user/paid-content',
  /** `GET`: `{ passengers }`. Private. */
  passengers: '/api/v1/web/aviasales/user/passengers.json',
  /** `PUT` with `{ passengers }`: replaces the list. Private. */
  passengersActualize: '/api/v1/web/aviasales/user/passengers/actualize.json',
  /** `GET`: `{ searches }`; `POST` with `{ search }`: saves one. Private. */
  searches: '/api/v2/user/searches/',
  /** `GET`: `{ subscription }` (null before the first choice); `POST` with `{ market, language, … }`: subscribe or leave. Private. */
  marketingSubscriptions: '/api/v2/marketing/subscriptions',
} as const;

// --- messages and codes (spec §5, §8) -------------------------------------------------------------

/** Spec §8: any call of the user service without a valid JWT. */
export const NOT_AUTHORIZED = 'User is not authorized';
/** Spec §5: a data report goes to the active e-mail only. */
export const NO_ACTIVE_EMAIL = 'User has not active email';
/** Spec §8: 403 on e-mail activation. */
export const EMAIL_IN_USE = 'Email is already in use';
/** Spec §8: 409 on a data report. */
export const DATA_ALREADY_REQUESTED = 'Data report already requested';
export const INVALID_PHONE = 'Phone must be a Russian mobile number: 79 and 9 digits';
/** The international brand's phone rule: a mobile number of any country. */
export const INVALID_INTERNATIONAL_PHONE = 'Phone must be a mobile number with its country code (E.164), e.g. +12125550100';
export const INVALID_CODE = 'Wrong code';
export const CODE_EXPIRED = 'Code expired, request a new one';
export const TOO_MANY_ATTEMPTS = 'Too many wrong codes, request a new one';
export const RESEND_TOO_SOON = 'A code was sent recently, wait before asking again';
export const TOO_MANY_CODES = 'Too many codes for this phone, try again later';
export const NOT_ACTIVE_EMAIL = 'Email is not the active email';
/** Price alerts by e-mail (a favorite's channel, the settings' `notification_channels`) need somewhere to go. */
export const EMAIL_ALERTS_NEED_EMAIL = 'E-mail alerts need an active e-mail: add and confirm one first';
export const UNKNOWN_PROVIDER = 'Unknown provider';
export const INVALID_ID_TOKEN = 'ID token is not valid';
export const INVALID_IDENTIFIER = 'identifier: must be a Russian phone number or an e-mail';
export const INVALID_INTERNATIONAL_IDENTIFIER = 'identifier: must be a mobile number with its country code or an e-mail';
export const UNKNOWN_SESSION = 'Unknown session';

/** `ApiError.code` of the user service's errors, for the client to say in its own words. */
export const userErrorCodes = [
  'not_authorized',
  'email_in_use',
  'no_active_email',
  'already_requested',
  'invalid_phone',
  'invalid_code',
  'code_expired',
  'too_many_attempts',
  'resend_too_soon',
  'too_many_codes',
  'unknown_session',
  'unknown_property',
  'unknown_provider',
  'invalid_id_token',
] as const;
export type UserErrorCode = (typeof userErrorCodes)[number];

// --- shared pieces -----------------------------------------------------------------------------

/** Status values of a subscription or a feature (spec §3). */
export const activationStatuses = ['active', 'pending', 'not_active'] as const;
export const ActivationStatus = z.enum(activationStatuses);
export type ActivationStatus = z.infer<typeof ActivationStatus>;

// --- the user (spec §3 User info) -------------------------------------------------------------------

export const EmailInfo = z.object({
  active_email: z.nullable(z.string()),
  candidate_email: z.nullable(z.string()),
  activation_status: ActivationStatus,
});
export type EmailInfo = z.infer<typeof EmailInfo>;

/** `phone` or the name of a social provider. */
export const LoginMethod = z.string();

export const UserInfo = z.object({
  id: z.string(),
  email_info: EmailInfo,
  /** The digits of the number's E.164 form (`79…` for a Russian one), or null without a phone login. */
  phone: z.nullable(z.string()),
  last_login_method: z.nullable(LoginMethod),
});
export type UserInfo = z.infer<typeof UserInfo>;

export const Premium = z.object({ status: ActivationStatus, expires_at: z.nullable(isoDateTime) });
export type Premium = z.infer<typeof Premium>;

/** Per provider the user logged in with, the e-mail the provider gave. */
export const Socials = z.record(z.string(), z.object({ email: z.nullable(z.string()) }));
export type Socials = z.infer<typeof Socials>;

export const UserProperties = z.object({
  orders: z.object({ order_counters: z.object({ total: z.int(), active: z.int() }) }),
});
export type UserProperties = z.infer<typeof UserProperties>;

/** `GET /api/v2/user` (no-cache) */
export const UserResponse = z.object({
  user_info: UserInfo,
  premium: Premium,
  settings: UserSettings,
  socials: Socials,
  properties: UserProperties,
});
export type UserResponse = z.infer<typeof UserResponse>;

// --- e-mail and data controls ------------------------------------------------------------------------

/** `POST /api/v2/user/active_email?uid`: answers `EmailInfo` with the candidate pending. */
export const ActiveEmailBody = z.object({ email, marketing_accepted: z._default(z.boolean(), false) });
export type ActiveEmailBody = z.input<typeof ActiveEmailBody>;

export const ActivateEmailQuery = z.object({ token: shortText('token', 200) });

/** `POST /api/user/request-data` */
export const RequestDataBody = z.object({ email });
export type RequestDataBody = z.infer<typeof RequestDataBody>;
export const RequestDataResponse = z.object({ status: z.literal('requested'), requested_at: isoDateTime, locked_until: isoDateTime });
export type RequestDataResponse = z.infer<typeof RequestDataResponse>;

/** `GET /api/user/paid-content` */
export const PaidContentResponse = z.object({ paid_content: z.object({ has_purchases: z.boolean() }) });
export type PaidContentResponse = z.infer<typeof PaidContentResponse>;

/** `DELETE /api/user`: what was removed. */
export const DeleteUserResponse = z.object({ deleted: z.literal(true) });
export type DeleteUserResponse = z.infer<typeof DeleteUserResponse>;
