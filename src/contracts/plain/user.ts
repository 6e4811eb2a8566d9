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

/** The most documents a user keeps. */
export const maxSavedPassengers = 20;
