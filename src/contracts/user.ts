import * as z from 'zod/v4-mini';
import { SearchQuery, Ticket, Passengers } from './search';

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
/** Spec §5: unknown setting keys. */
export const unknownPropertyMessage = (key: string) => `Unknown property ${key}`;
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

/** Currencies the settings may hold (spec §3 supported codes). */
export const settingsCurrencies = [
  'amd', 'aud', 'azn', 'brl', 'byn', 'cad', 'chf', 'cny', 'eur', 'gbp', 'gel', 'idr', 'ils', 'inr', 'kes', 'kgs', 'kpw',
  'krw', 'kzt', 'mdl', 'myr', 'pln', 'ron', 'rub', 'thb', 'tjs', 'try', 'twd', 'tzs', 'uah', 'usd', 'uzs', 'vnd', 'zar',
] as const;
/** The languages of spec §3, for `notification_language`. */
export const settingsLanguages = ['az', 'en', 'es-ES', 'hy-AM', 'ka', 'kk', 'ky', 'ru', 'tg', 'th', 'uk', 'uz'] as const;
/** Where a person with priority support is answered first. */
export const supportChannels = ['chat', 'email', 'phone', 'telegram', 'whatsapp'] as const;

const email = z.email('Email is invalid').check(z.maxLength(254, 'Email is too long'));
const isoDateTime = z.string().check(z.maxLength(40));
const shortText = (name: string, max = 100) => z.string().check(z.maxLength(max, `${name} is too long`));
const marketCode = z.string().check(z.regex(/^[a-z]{2}$/, 'market must be two lowercase letters'));
const countryCode = z.string().check(z.regex(/^[A-Z]{2}$/, 'Country must be an ISO code of two capital letters'));
const placeCode = z.string().check(z.regex(/^[A-Z]{3}$/, 'Place code must be 3 latin letters'));

/** A saved search (spec §3): its parameters and the cheapest ticket found then. */
export const SavedSearch = z.object({
  id: shortText('id', 200),
  ticket: Ticket,
  search_params: SearchQuery,
  created_at: isoDateTime,
});
export type SavedSearch = z.infer<typeof SavedSearch>;

/** Spec §9: local saved searches max 5; the server keeps the latest this many per user. */
export const savedSearchesLimit = 50;

// --- settings (spec §3) -----------------------------------------------------------------------------

export const PaymentOptions = z.object({ ru_card: z.boolean(), ww_card: z.boolean() });
export type PaymentOptions = z.infer<typeof PaymentOptions>;

export const NotificationChannels = z.object({
  price_alert: z.optional(
    z.nullable(z.object({ mob_push: z.optional(z.boolean()), web_push: z.optional(z.boolean()), email: z.optional(z.boolean()) })),
  ),
});
export type NotificationChannels = z.infer<typeof NotificationChannels>;

export const ContactInfo = z.object({
  email: z.optional(z.nullable(email)),
  phone: z.optional(z.nullable(shortText('phone', 32))),
});
export type ContactInfo = z.infer<typeof ContactInfo>;

/** Every setting key of spec §3; each is optional (unset means the brand's default). */
const settingsShape = {
  /** Home airport or city (IATA). */
  origin: z.optional(z.nullable(placeCode)),
  use_price_per_passenger: z.optional(z.boolean()),
  use_price_per_night: z.optional(z.boolean()),
  market: z.optional(marketCode),
  citizenship: z.optional(z.nullable(countryCode)),
  currency: z.optional(z.enum(settingsCurrencies, 'Unknown currency')),
  payment_options: z.optional(PaymentOptions),
  name: z.optional(z.nullable(shortText('name'))),
  notification_channels: z.optional(NotificationChannels),
  notification_language: z.optional(z.enum(settingsLanguages, 'Unknown language')),
  priority_support_channel: z.optional(z.nullable(z.enum(supportChannels, 'Unknown support channel'))),
  autosave_documents: z.optional(z.boolean()),
  /** Travellers a new search starts with. */
  passengers: z.optional(Passengers),
  contact_info: z.optional(ContactInfo),
  /** Do not guess the market and origin from the IP address. */
  prevent_geoip: z.optional(z.boolean()),
  /** What the IP address gave last time (a country or place code). */
  geoip: z.optional(z.nullable(shortText('geoip', 20))),
  know_english: z.optional(z.boolean()),
  pageview_promos: z.optional(z.boolean()),
  pageview_partners: z.optional(z.boolean()),
  user_marker: z.optional(z.nullable(shortText('user_marker', 100))),
  searchHistory: z.optional(z.array(SavedSearch).check(z.maxLength(savedSearchesLimit, 'searchHistory is too long'))),
};

export const settingKeys = Object.keys(settingsShape) as (keyof typeof settingsShape)[];
export type SettingKey = (typeof settingKeys)[number];

/** A settings object: known keys only, an unknown key is refused with `Unknown property {key}`. */
export const UserSettings = z.strictObject(settingsShape, {
  error: (issue) => (issue.code === 'unrecognized_keys' ? unknownPropertyMessage(String(issue.keys[0])) : undefined),
});
export type UserSettings = z.infer<typeof UserSettings>;

/** `GET /api/v2/user/settings` */
export const UserSettingsResponse = z.object({
  user: z.object({ id: z.string(), email: z.nullable(z.string()), settings: UserSettings }),
});
export type UserSettingsResponse = z.infer<typeof UserSettingsResponse>;

/** `POST /api/v2/user/settings`: the whole settings object; keys left out are cleared. */
export const SaveSettingsBody = z.object({ settings: UserSettings });
export type SaveSettingsBody = z.infer<typeof SaveSettingsBody>;

/** `POST /api/v2/user/settings`: what is stored now. */
export const SaveSettingsResponse = z.object({ user: z.object({ settings: UserSettings, email: z.nullable(z.string()) }) });
export type SaveSettingsResponse = z.infer<typeof SaveSettingsResponse>;

/** `PATCH /api/user/settings`: the keys to change, merged into the stored ones (`null` where allowed clears). */
export const PatchSettingsBody = UserSettings;
export type PatchSettingsBody = z.infer<typeof PatchSettingsBody>;

/** `PATCH /api/user/settings`: the settings after the change. */
export const PatchSettingsResponse = z.object({ settings: UserSettings });
export type PatchSettingsResponse = z.infer<typeof PatchSettingsResponse>;

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

// --- passengers (documents) --------------------------------------------------------------------------

export const documentTypes = ['passport', 'international_passport', 'birth_certificate', 'foreign_passport'] as const;
export type DocumentType = (typeof documentTypes)[number];
export const genders = ['male', 'female'] as const;

const text = (max: number) => z.string().check(z.maxLength(max, `At most ${max} characters`));
const date = z.string().check(z.maxLength(10, 'Date must be YYYY-MM-DD'));

/** A passenger's document: its type, number and, when it has one, expiry date. */
export const PassengerDocument = z.object({
  type: z.enum(documentTypes, 'Unknown document type'),
  number: text(30),
  expires_at: z.optional(z.nullable(date)),
});
export type PassengerDocument = z.infer<typeof PassengerDocument>;

/**
 * A passenger's shape: what the account keeps and answers, documents saved before the passenger
 * rules included. What is sent (documents to keep, the passengers of a payment) is `Passenger` of
 * `passenger.ts`: this shape, checked by the rules.
 */
export const SavedPassenger = z.object({
  first_name: text(100),
  last_name: text(100),
  middle_name: z.optional(z.nullable(text(100))),
  birth_date: date,
  gender: z.enum(genders, 'Gender must be male or female'),
  citizenship: text(2),
  document: PassengerDocument,
});
export type SavedPassenger = z.infer<typeof SavedPassenger>;

/** The most documents a user keeps. */
export const maxSavedPassengers = 20;

/** `GET /api/v1/web/aviasales/user/passengers.json`, and the answer of `actualize` (`passenger.ts`): the documents as kept. */
export const PassengerList = z.object({ passengers: z.array(SavedPassenger) });
export type PassengerList = z.infer<typeof PassengerList>;

// --- searches -------------------------------------------------------------------------------------------

/** `GET /api/v2/user/searches/`: newest first. */
export const SavedSearchesResponse = z.object({ searches: z.array(SavedSearch) });
export type SavedSearchesResponse = z.infer<typeof SavedSearchesResponse>;

/** `POST /api/v2/user/searches/`: spec §5, a search needs its parameters and the cheapest ticket. */
export const SAVE_SEARCH_NEEDS = 'Saving a search needs search params and the cheapest ticket';
export const SaveSearchBody = z.object({
  search: z
    .object(
      {
        id: z.optional(shortText('id', 200)),
        ticket: z.optional(z.nullable(Ticket)),
        search_params: z.optional(z.nullable(SearchQuery)),
        /** When it was made (an anonymous search uploaded after login); now when left out. */
        created_at: z.optional(isoDateTime),
      },
      { error: SAVE_SEARCH_NEEDS },
    )
    .check(z.refine((search) => Boolean(search.ticket && search.search_params), SAVE_SEARCH_NEEDS)),
});
export type SaveSearchBody = z.input<typeof SaveSearchBody>;
export const SaveSearchResponse = z.object({ search: SavedSearch });
export type SaveSearchResponse = z.infer<typeof SaveSearchResponse>;

// --- marketing ---------------------------------------------------------------------------------------------

export const marketingTopics = ['deals', 'news', 'price_alerts'] as const;

/** `POST /api/v2/marketing/subscriptions` */
export const MarketingSubscriptionBody = z.object({
  market: marketCode,
  language: z.enum(settingsLanguages, 'Unknown language'),
  /** Subscribe (true) or unsubscribe (false). */
  subscribed: z._default(z.boolean(), true),
  /** Where to send; the active e-mail when left out. */
  email: z.optional(email),
  topics: z._default(z.array(z.enum(marketingTopics)).check(z.maxLength(marketingTopics.length)), ['deals']),
});
export type MarketingSubscriptionBody = z.input<typeof MarketingSubscriptionBody>;

/** `pending` until the e-mail is active. */
export const MarketingSubscription = z.object({
  market: z.string(),
  language: z.string(),
  email: z.nullable(z.string()),
  topics: z.array(z.string()),
  status: ActivationStatus,
});
export type MarketingSubscription = z.infer<typeof MarketingSubscription>;
/** `GET /api/v2/marketing/subscriptions`: null until the user first chose. */
export const MarketingSubscriptionResponse = z.object({ subscription: z.nullable(MarketingSubscription) });
export type MarketingSubscriptionResponse = z.infer<typeof MarketingSubscriptionResponse>;

/** The outbox (non-production SMS and e-mail gateway): one message as the private page lists it. */
export const OutboxMessage = z.object({
  id: z.int(),
  channel: z.enum(['sms', 'email', 'web_push', 'mob_push']),
  recipient: z.string(),
  subject: z.nullable(z.string()),
  body: z.string(),
  /** The files an e-mail carried (the data report's JSON); null without any. */
  attachments: z.optional(z.nullable(z.array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() })))),
  created_at: isoDateTime,
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;
