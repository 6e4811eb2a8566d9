import * as z from 'zod/v4-mini';
import { email, isoDateTime, shortText } from './fields';
import { UserSettings } from './user-settings';
export { userPaths } from './plain/user';

export { ApiError } from './errors';

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
/** `DELETE /api/v2/logout`: whatever the server answers; the client reads only its status. */
export const LogoutResponse = z.unknown();

export const DeleteUserResponse = z.object({ deleted: z.literal(true) });
export type DeleteUserResponse = z.infer<typeof DeleteUserResponse>;
