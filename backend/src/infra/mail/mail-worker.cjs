// The mail thread (started by mail-thread.ts): builds each MIME message and hands it to the SMTP
// server, or writes it to the outbox, so the API's own thread never spends its time on mail.
// Plain CommonJS so that it runs as it is, from the sources under test and from the build.
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const { writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { randomUUID } = require('node:crypto');
const { createTransport } = require('nodemailer');
const { composeMessage } = require('./mime-message.cjs');

// Errors leave this thread as their message and code only, so their stack traces are never
// read; without them nodemailer costs about a tenth less CPU per mail (every stream it builds a
// mail with ends by making an AbortError, and each captured a stack).
Error.stackTraceLimit = 0;

/** @type {{ from: string, smtp?: Record<string, unknown>, outboxDir?: string }} */
const { from, smtp, outboxDir } = workerData;
const transport = createTransport(smtp ?? { streamTransport: true, buffer: true });

/** Sends one message; for the outbox, answers the file it was written to. */
async function send(message) {
  const mail = { from, ...message };
  if (message.attachments) mail.attachments = message.attachments.map(asBuffers);
  // Written in one call when it can be (mime-message.cjs), else by nodemailer's own composer.
  const composed = composeMessage(mail);
  if (!outboxDir) {
    await transport.sendMail(composed ? { envelope: composed.envelope, raw: composed.message } : mail);
    return null;
  }
  const eml = composed ? composed.message : (await transport.sendMail(mail)).message;
  const file = join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
  writeFileSync(file, eml);
  return file;
}

/** Attachments' Buffers arrive as Uint8Arrays; as Buffers again, they are written in one call. */
function asBuffers(attachment) {
  const { content } = attachment;
  return { ...attachment, content: Buffer.from(content.buffer, content.byteOffset, content.byteLength) };
}

/** Mails under way: closing waits for them. */
const underWay = new Set();

/** Replies of this turn of the event loop, handed back in one message (see mail-thread.ts). */
let replies = [];

function reply(answer) {
  if (replies.length === 0) setImmediate(handBack);
  replies.push(answer);
}

function handBack() {
  if (replies.length > 0) parentPort.postMessage({ replies: replies.splice(0) });
}

parentPort.on('message', (request) => {
  if (request.close) {
    Promise.allSettled(underWay).then(() => {
      handBack();
      transport.close();
      parentPort.close();
    });
    return;
  }
  for (const { id, message } of request.mails) {
    const sent = send(message).then(
      (file) => reply({ id, file }),
      (error) => reply({ id, error: { message: error.message, code: error.code } }),
    );
    underWay.add(sent);
    sent.finally(() => underWay.delete(sent));
  }
});
