import nodemailer, { type Transporter } from 'nodemailer';
import type { UserAuthConfig } from './config';

/** Sends a text message to a phone (digits only, `79…`). */
export interface SmsGateway {
  readonly name: string;
  send(phone: string, text: string): Promise<void>;
}

/** A file sent with an e-mail (text content: the data report's JSON). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

/** Sends an e-mail. */
export interface MailGateway {
  readonly name: string;
  send(mail: Mail): Promise<void>;
}

/** Where the outbox gateways put what they "send": a table a private page lists. Push has no provider yet: it always goes there. */
export interface Outbox {
  put(message: {
    channel: 'sms' | 'email' | 'web_push' | 'mob_push';
    recipient: string;
    subject: string | null;
    body: string;
    attachments?: MailAttachment[];
  }): Promise<void>;
}

/** The default SMS gateway: the message goes to the outbox, read on `/api/v2/outbox` outside production. */
export class OutboxSms implements SmsGateway {
  readonly name = 'outbox';
  constructor(private readonly outbox: Outbox) {}
  send(phone: string, text: string) {
    return this.outbox.put({ channel: 'sms', recipient: phone, subject: null, body: text });
  }
}

/** The default mail gateway: the message goes to the outbox. */
export class OutboxMail implements MailGateway {
  readonly name = 'outbox';
  constructor(private readonly outbox: Outbox) {}
  send({ to, subject, text, attachments }: Mail) {
    return this.outbox.put({ channel: 'email', recipient: to, subject, body: text, ...(attachments?.length ? { attachments } : {}) });
  }
}

/** A provider refused or could not be reached; the message names the status, never the recipient or text. */
export class GatewayError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayError';
  }
}

/**
 * An HTTP SMS provider (`SMS_GATEWAY_URL`): `POST {url}` with JSON `{ to, from, text }` and
 * `Authorization: Bearer {SMS_GATEWAY_TOKEN}`; any 2xx is sent. The shape most HTTP SMS APIs take
 * or a thin adapter in front of one gives.
 */
export class HttpSms implements SmsGateway {
  readonly name = 'http';
  constructor(
    private readonly options: { url: string; token?: string; sender: string; timeoutMs?: number },
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async send(phone: string, text: string): Promise<void> {
    let response: Response;
    try {
      response = await this.fetchImpl(this.options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(this.options.token ? { authorization: `Bearer ${this.options.token}` } : {}),
        },
        body: JSON.stringify({ to: `+${phone}`, from: this.options.sender, text }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
      });
    } catch (error) {
      throw new GatewayError(`SMS provider unreachable: ${(error as Error).name}`);
    }
    // The body is drained so the connection is reused; it is never logged (it may echo the text).
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new GatewayError(`SMS provider answered ${response.status}`);
  }
}

/** E-mail through SMTP (`SMTP_URL`) with nodemailer. */
export class SmtpMail implements MailGateway {
  readonly name = 'smtp';
  private readonly transport: Transporter;
  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send({ to, subject, text, attachments }: Mail): Promise<void> {
    try {
      await this.transport.sendMail({ from: this.from, to, subject, text, ...(attachments?.length ? { attachments } : {}) });
    } catch (error) {
      throw new GatewayError(`SMTP server refused the message: ${(error as { code?: string }).code ?? 'error'}`);
    }
  }

  close() {
    this.transport.close();
  }
}

/** The gateways the configuration selects: a provider when configured, the outbox otherwise. */
export function messageGateways(config: UserAuthConfig, outbox: Outbox): { sms: SmsGateway; mail: MailGateway } {
  return {
    sms: config.sms ? new HttpSms(config.sms) : new OutboxSms(outbox),
    mail: config.smtpUrl ? new SmtpMail(config.smtpUrl, config.mailFrom) : new OutboxMail(outbox),
  };
}
