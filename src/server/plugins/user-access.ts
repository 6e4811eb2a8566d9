import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SavedPassenger } from '../../contracts/saved-passengers';
import type { UserSettings } from '../../contracts/user-settings';
import { messageGateways, OutboxMail, SmtpMail, type MailGateway, type Outbox, type SmsGateway } from '../auth/gateways';
import { UserTokens, type UserClaims } from '../auth/jwt';
import { deriveKey, loadAuthSecret } from '../auth/secret';
import { notAuthorized, Sessions } from '../auth/sessions';
import type { Db } from '../db/query';
// The one door to the user module's tables for other modules: accounts, sessions, documents, the outbox.
import { AccountStore, type UserRow } from '../api/user/stores/accounts';
import { OutboxStore } from '../api/user/stores/outbox';
import { PassengerStore } from '../api/user/stores/passengers';
import { SessionRows } from '../api/user/stores/sessions';

/** Where a user's e-mails go, and the language the settings ask for them in. */
export interface Recipient {
  email: string | null;
  notificationLanguage: unknown;
}

/**
 * What every API module with private calls needs to know about the user, built once from the user
 * service's secret and tables: a token and a message are the same wherever they are checked or sent.
 */
export interface UserAccess {
  /** The claims of the request's valid JWT (its session still open), or 401 `User is not authorized`. */
  require(request: FastifyRequest): Promise<UserClaims>;
  /** The claims a private route's check found (`private: true` of `apiRoutes`), or 401. */
  claims(request: FastifyRequest): UserClaims;
  /** The logged-in user's account, or 401 when the token is bad or the account is gone. */
  currentUser(request: FastifyRequest): Promise<UserRow>;
  /** Opens a session for a finished login and answers its JWT. */
  open(userId: string, method: string): Promise<string>;
  /** A key for one purpose derived from the user service's secret. */
  key(purpose: string): Uint8Array;
  /** Whether the user has a confirmed (active) e-mail. */
  hasConfirmedEmail(userId: string): Promise<boolean>;
  /** Where the user's e-mail goes; undefined for an account that is gone. */
  recipient(userId: string): Promise<Recipient | undefined>;
  /** Keeps a booking's passengers among the user's documents when the settings ask for it (on by default). */
  saveBookedDocuments(userId: string, passengers: SavedPassenger[]): Promise<boolean>;
  /** E-mail: SMTP when configured, else the outbox. */
  mail: MailGateway;
  /** SMS: the HTTP provider when configured, else the outbox. */
  sms: SmsGateway;
  /** The outbox written on `database` (a transaction), so a message commits with what it tells of. */
  outboxOn(database: Db): Outbox;
  /** E-mail as `mail` sends it, the outbox written on `database` when there is no SMTP. */
  mailOn(database: Db): MailGateway;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The user service's check of private calls, the current user and the message gateways. */
    userAccess: UserAccess;
  }
  interface FastifyRequest {
    /** Set by the check of a private route before its body is read. */
    userClaims: UserClaims | null;
  }
}

/** The settings' "save passengers' documents after booking" (spec §3), on unless turned off. */
export const savesDocuments = (settings: unknown) => (settings as UserSettings | null)?.autosave_documents !== false;

export interface UserAccessOptions {
  /** Gateways instead of the configured ones (tests of a provider adapter). */
  sms?: SmsGateway;
  mail?: MailGateway;
}

export const userAccessPlugin = fp<UserAccessOptions>(
  async (app, options) => {
    const config = app.config.userAuth;
    const { secret, generated } = loadAuthSecret(config);
    if (generated) app.log.info({ file: config.jwtSecretFile }, 'user service secret generated');
    const accounts = new AccountStore(app.database.db);
    const passengers = new PassengerStore(app.database.db);
    const outbox = new OutboxStore(app.database.db);
    const sessions = new Sessions(new UserTokens(deriveKey(secret, 'jwt'), app.now), new SessionRows(app.database.db), app.now);
    const gateways = messageGateways(config, outbox);
    const mail = options.mail ?? gateways.mail;
    if (mail instanceof SmtpMail) app.addHook('onClose', async () => mail.close());

    const access: UserAccess = {
      require: (request) => sessions.require(request),
      claims: (request) => {
        if (!request.userClaims) throw notAuthorized();
        return request.userClaims;
      },
      currentUser: async (request) => {
        const claims = request.userClaims ?? (await sessions.require(request));
        const user = await accounts.find(claims.userId);
        if (!user) throw notAuthorized();
        return user;
      },
      open: (userId, method) => sessions.open(userId, method),
      key: (purpose) => deriveKey(secret, purpose),
      hasConfirmedEmail: async (userId) => Boolean((await accounts.find(userId))?.activeEmail),
      recipient: async (userId) => {
        const user = await accounts.find(userId);
        return user && { email: user.activeEmail, notificationLanguage: (user.settings as UserSettings | null)?.notification_language };
      },
      saveBookedDocuments: async (userId, booked) => {
        const user = await accounts.find(userId);
        if (!user || !savesDocuments(user.settings) || !booked.length) return false;
        await passengers.addBooked(userId, booked);
        return true;
      },
      mail,
      sms: options.sms ?? gateways.sms,
      outboxOn: (database) => new OutboxStore(database),
      mailOn: (database) => (mail instanceof OutboxMail ? new OutboxMail(new OutboxStore(database)) : mail),
    };
    app.decorate('userAccess', access);
    app.decorateRequest('userClaims', null);
  },
  { name: 'user-access', dependencies: ['config', 'clock', 'database'] },
);
