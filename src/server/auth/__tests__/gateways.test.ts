import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { HttpSms, messageGateways, OutboxMail, OutboxSms, SmtpMail, type Outbox } from '../gateways';
import { parseUserAuthConfig } from '../config';

/** A minimal SMTP server: it takes one message per connection and keeps what it got. */
let smtp: Server;
let port: number;
let refuseRecipient = false;
const received: { from: string; to: string[]; data: string }[] = [];

beforeAll(async () => {
  smtp = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let message = { from: '', to: [] as string[], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake.smtp ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(message);
            message = { from: '', to: [], data: '' };
            reply('250 queued');
          } else message.data += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 fake.smtp');
        else if (verb === 'MAIL') {
          message.from = line.match(/<(.*)>/)?.[1] ?? '';
          reply('250 ok');
        } else if (verb === 'RCPT') {
          if (refuseRecipient) reply('550 no such user');
          else {
            message.to.push(line.match(/<(.*)>/)?.[1] ?? '');
            reply('250 ok');
          }
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 go ahead');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => smtp.close(resolve)));

test('SmtpMail delivers through the SMTP server of SMTP_URL', async () => {
  const mail = new SmtpMail(`smtp://127.0.0.1:${port}?ignoreTLS=true`, 'Aviasmart <no-reply@aviasmart.example>');
  await mail.send({ to: 'traveller@example.com', subject: 'Confirm your e-mail', text: 'Open this link: http://localhost/activate?token=abc' });
  mail.close();
  expect(received).toHaveLength(1);
  expect(received[0]).toMatchObject({ from: 'no-reply@aviasmart.example', to: ['traveller@example.com'] });
  expect(received[0]!.data).toContain('Subject: Confirm your e-mail');
  expect(received[0]!.data).toContain('http://localhost/activate?token=abc');
});

test('a refused recipient is a GatewayError that names neither the address nor the text', async () => {
  refuseRecipient = true;
  const mail = new SmtpMail(`smtp://127.0.0.1:${port}?ignoreTLS=true`, 'no-reply@aviasmart.example');
  const error = (await mail.send({ to: 'gone@example.com', subject: 's', text: 'secret-text' }).catch((e: Error) => e)) as Error;
  mail.close();
  refuseRecipient = false;
  expect(error.name).toBe('GatewayError');
  expect(error.message).not.toMatch(/gone@example|secret-text/);
});

test('the configuration picks the gateways: the outbox by default, HTTP SMS and SMTP when configured', () => {
  const outbox: Outbox = { put: async () => undefined };
  const defaults = messageGateways(parseUserAuthConfig({}), outbox);
  expect(defaults.sms).toBeInstanceOf(OutboxSms);
  expect(defaults.mail).toBeInstanceOf(OutboxMail);
  const configured = messageGateways(parseUserAuthConfig({ SMS_GATEWAY_URL: 'https://sms.example/send', SMTP_URL: `smtp://127.0.0.1:${port}` }), outbox);
  expect(configured.sms).toBeInstanceOf(HttpSms);
  expect(configured.mail).toBeInstanceOf(SmtpMail);
  (configured.mail as SmtpMail).close();
});

test('the outbox gateways put the message in the outbox', async () => {
  const kept: unknown[] = [];
  const outbox: Outbox = { put: async (message) => void kept.push(message) };
  await new OutboxSms(outbox).send('79161234567', 'Your login code: 123456');
  await new OutboxMail(outbox).send({ to: 'a@example.com', subject: 'Hi', text: 'Body' });
  expect(kept).toEqual([
    { channel: 'sms', recipient: '79161234567', subject: null, body: 'Your login code: 123456' },
    { channel: 'email', recipient: 'a@example.com', subject: 'Hi', body: 'Body' },
  ]);
});
