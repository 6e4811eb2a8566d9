import type { MailAttachment } from '../../auth/gateways';
import { bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A traveller's account. Every other table of the module hangs off it and goes with it (`ON DELETE CASCADE`). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    /** The digits of the E.164 number (`79…` for a Russian one, spec §5); null without a phone login. */
    phone: varchar('phone', { length: 16 }),
    /** Lowercased; one account per active e-mail. */
    activeEmail: varchar('active_email', { length: 254 }),
    candidateEmail: varchar('candidate_email', { length: 254 }),
    /** SHA-256 of the activation link's token, and when the link stops working. */
    activationTokenHash: varchar('activation_token_hash', { length: 64 }),
    activationExpiresAt: at('activation_expires_at'),
    settings: jsonb('settings').notNull().default({}),
    lastLoginMethod: varchar('last_login_method', { length: 40 }),
    marketingAccepted: boolean('marketing_accepted').notNull().default(false),
    /** The last data report request; a new one is refused while it is recent (spec §9). */
    dataRequestedAt: at('data_requested_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_phone_idx').on(table.phone),
    uniqueIndex('users_active_email_idx').on(table.activeEmail),
    uniqueIndex('users_activation_token_idx').on(table.activationTokenHash),
  ],
);

/** A login: the JWT names its session, so logging out or deleting the account ends the token. */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: varchar('method', { length: 40 }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [index('user_sessions_user_idx').on(table.userId), index('user_sessions_expires_idx').on(table.expiresAt)],
);

/** The identity providers a user logged in with: the provider's subject and the e-mail it gave. */
export const userSocials = pgTable(
  'user_socials',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 40 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    email: varchar('email', { length: 254 }),
  },
  (table) => [primaryKey({ columns: [table.provider, table.subject] }), index('user_socials_user_idx').on(table.userId)],
);

/** The passenger documents of a user, as one list (the client edits it by index). */
export const userPassengers = pgTable('user_passengers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  passengers: jsonb('passengers').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** Saved searches, newest first; one row per search id. */
export const userSearches = pgTable(
  'user_searches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    searchId: varchar('search_id', { length: 200 }).notNull(),
    searchParams: jsonb('search_params').notNull(),
    ticket: jsonb('ticket').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('user_searches_user_search_idx').on(table.userId, table.searchId),
    index('user_searches_user_created_idx').on(table.userId, table.createdAt),
  ],
);

/** The marketing subscription of a user (one per user). */
export const marketingSubscriptions = pgTable('marketing_subscriptions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  market: varchar('market', { length: 2 }).notNull(),
  language: varchar('language', { length: 8 }).notNull(),
  email: varchar('email', { length: 254 }),
  topics: jsonb('topics').notNull(),
  subscribed: boolean('subscribed').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** A phone login under way: the code only as a keyed hash, its expiry and the wrong tries so far. */
export const phoneAuthSessions = pgTable(
  'phone_auth_sessions',
  {
    id: uuid('id').primaryKey(),
    phone: varchar('phone', { length: 16 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    market: varchar('market', { length: 2 }).notNull(),
    marketingAccepted: boolean('marketing_accepted').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    finishedAt: at('finished_at'),
  },
  (table) => [index('phone_auth_sessions_phone_idx').on(table.phone, table.createdAt)],
);

/** A social login started in the popup: what the callback needs to finish it (single use). */
export const socialLogins = pgTable('social_logins', {
  state: varchar('state', { length: 64 }).primaryKey(),
  provider: varchar('provider', { length: 40 }).notNull(),
  codeVerifier: varchar('code_verifier', { length: 128 }).notNull(),
  nonce: varchar('nonce', { length: 64 }).notNull(),
  redirectUri: text('redirect_uri').notNull(),
  market: varchar('market', { length: 2 }).notNull(),
  marketingAccepted: boolean('marketing_accepted').notNull(),
  expiresAt: at('expires_at').notNull(),
});

/**
 * A finished social login the browser may exchange once for a JWT (`GET /api/v2/auth/v2/jwt`): the
 * SHA-256 of the random token in its HttpOnly cookie.
 */
export const authHandoffs = pgTable('auth_handoffs', {
  tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: at('expires_at').notNull(),
});

/** Messages of the outbox gateway (SMS codes, e-mail), readable on a private page outside production. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: varchar('channel', { length: 8 }).notNull(),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /** The files an e-mail carried (the data report's JSON); null without any. */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('outbox_messages_recipient_idx').on(table.recipient)],
);
