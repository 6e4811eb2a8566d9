import type { FastifyInstance } from 'fastify';
import { messageGateways, SmtpMail, type MailGateway, type SmsGateway } from '../../auth/gateways';
import { UserTokens } from '../../auth/jwt';
import { deriveKey, loadAuthSecret } from '../../auth/secret';
import { Sessions } from '../../auth/sessions';
import { LoginStore } from './login-store';
import { UserStore } from './store';

/**
 * The user service's pieces other modules reuse: the JWT check of private calls (`sessions.require`)
 * and the message gateways (the outbox unless SMS or SMTP is configured). Built the one way the
 * user service builds them, from the same secret and tables, so a token and a message are the
 * same wherever they are checked or sent.
 */
export function userAccess(app: FastifyInstance, options: { now?: () => number; sms?: SmsGateway; mail?: MailGateway } = {}) {
  const now = options.now ?? app.now;
  const config = app.config.userAuth;
  const { secret, generated } = loadAuthSecret(config);
  const store = new UserStore(app.database.db);
  const logins = new LoginStore(app.database.db);
  const sessions = new Sessions(new UserTokens(deriveKey(secret, 'jwt'), now), store, now);
  const gateways = messageGateways(config, logins);
  const sms = options.sms ?? gateways.sms;
  const mail = options.mail ?? gateways.mail;
  if (mail instanceof SmtpMail) app.addHook('onClose', async () => mail.close());
  return { secret, generated, store, logins, sessions, sms, mail, now };
}

export type UserAccess = ReturnType<typeof userAccess>;
