import type { FastifyPluginAsync } from 'fastify';
import * as z from 'zod/v4-mini';
import { latestRowsPage } from '../../debug-page';
import type { MailAttachment } from '../../auth/gateways';
import { html } from '../../html';
import type { OutboxRow, OutboxStore } from './stores/outbox';

export const outboxPath = '/api/v2/outbox';

/**
 * `GET /api/v2/outbox`: what the outbox gateway "sent" (SMS codes, e-mail links), newest first,
 * optionally to one recipient (`?recipient=79…` or an e-mail). Registered only outside production,
 * behind the private pages' guard; `?format=json` is how tests and scripts read a code.
 */
export const outboxPage: FastifyPluginAsync<{ outbox: OutboxStore }> = async (app, { outbox }) => {
  latestRowsPage(app, {
    url: outboxPath,
    title: 'Outbox: SMS and e-mail',
    stylesheet: `${outboxPath}.css`,
    summary: 'Messages the outbox gateway sent (SMS codes, e-mail links and their attachments), newest first, a page at a time',
    jsonKey: 'messages',
    filters: { recipient: z.optional(z.string().check(z.maxLength(254, 'recipient is too long'))) },
    columns: ['sent', 'channel', 'to', 'subject', 'message', 'attachments'],
    load: ({ recipient }, window) => outbox.page(recipient?.toLowerCase(), window),
    row: messageRow,
  });
};

function messageRow(row: OutboxRow) {
  return html`<tr id="message-${row.id}">
<td>${row.createdAt.toISOString()}</td>
<td>${row.channel}</td>
<td><code>${row.recipient}</code></td>
<td>${row.subject ?? ''}</td>
<td><pre>${row.body}</pre></td>
<td>${(row.attachments ?? []).map(attachment)}</td>
</tr>`;
}

/** A file the e-mail carried: its name, type and size, and its text when opened. */
function attachment(file: MailAttachment) {
  return html`<details class="attachment"><summary>${file.filename} (${file.contentType}, ${Buffer.byteLength(file.content)} B)</summary><pre>${file.content}</pre></details>`;
}
