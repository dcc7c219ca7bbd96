// Writes out, in one call, the MIME message nodemailer makes of a mail. Used by the mail thread
// (mail-worker.cjs); plain CommonJS for the same reason as it.
'use strict';
const { randomUUID } = require('node:crypto');
const MailComposer = require('nodemailer/lib/mail-composer');
const MimeNode = require('nodemailer/lib/mime-node');
const mimeFuncs = require('nodemailer/lib/mime-funcs');
const addressparser = require('nodemailer/lib/addressparser');
const { Encoder: QuotedPrintableEncoder } = require('nodemailer/lib/qp');
const { Encoder: Base64Encoder } = require('nodemailer/lib/base64');

/**
 * The message nodemailer would build for `mail`, as a Buffer, with its SMTP envelope; null when
 * nodemailer has to build it (see `writable`). nodemailer decides: the parts (MailComposer),
 * every header (MimeNode.buildHeaders) and the encodings (its own encoders). Only its streaming
 * writer is left out: it passes each part through a pipeline of streams over several turns of
 * the event loop. On the bench machine an order confirmation cost 1,030–1,450 µs of CPU through
 * sendMail and 250–450 µs this way. Text mails (isTextMail), whose every choice is fixed but the
 * parts' encodings, are written without MailComposer's tree (textMessage).
 */
function composeMessage(mail) {
  // nodemailer's sendMail turns data: images in the HTML into attachments before composing.
  if (typeof mail.html === 'string' && mail.html.includes('data:')) return null;
  const random = randomParts(mail.from);
  const quick = isTextMail(mail) && textMessage({ ...random, ...mail });
  if (quick) return quick;
  const root = new MailComposer({ ...random, ...mail }).compile();
  const chunks = [];
  if (!writeNode(root, chunks)) return null;
  return { message: asMessage(chunks), envelope: root.getEnvelope() };
}

/** The chunks written as one Buffer that ends, as nodemailer's LastNewline stream makes it, with a line break. */
function asMessage(chunks) {
  const last = lastCharacter(chunks);
  if (last !== '\n') chunks.push(last === '\r' ? '\n' : '\r\n');
  return Buffer.concat(chunks.map((chunk) => (typeof chunk === 'string' ? Buffer.from(chunk) : chunk)));
}

/** What a mail of the common shape may hold: anything else goes through MailComposer. */
const TEXT_MAIL_FIELDS = new Set(['from', 'to', 'subject', 'text', 'html', 'date', 'messageId']);
/** A recipient nodemailer writes, and puts in the envelope, as it is: a bare address, its domain in lower case. */
const BARE_ADDRESS = /^[A-Za-z0-9._+-]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/;
/** A subject nodemailer writes as it is: printable ASCII words with single spaces, one line (see textMessage). */
const PLAIN_SUBJECT = /^[\x21-\x7e]+( [\x21-\x7e]+)*$/;
/** A Message-ID nodemailer writes as it is: printable ASCII in angle brackets. */
const PLAIN_MESSAGE_ID = /^<[\x21-\x3b\x3d\x3f-\x7e]+>$/;

/**
 * The mails the shop sends most (an order's confirmation and status mails): a bare recipient,
 * a plain subject, text and perhaps HTML, nothing attached. For them nodemailer's decisions are
 * few and fixed, so they are made here directly, without its tree of MimeNodes whose headers
 * are parsed, normalized and built again for every mail: composed in a loop on the Zen 4 VM, a
 * confirmation took 31 µs this way against 114 µs through MailComposer. Its own functions still
 * choose each part's encoding and encode it, and the test (mime-message.spec.ts) holds the
 * result to nodemailer's bytes for mails of every shape.
 */
function isTextMail(mail) {
  for (const [key, value] of Object.entries(mail)) if (value !== undefined && !TEXT_MAIL_FIELDS.has(key)) return false;
  const { from, to, subject, text, html, date, messageId } = mail;
  return (
    typeof from === 'string' &&
    typeof to === 'string' &&
    BARE_ADDRESS.test(to) &&
    typeof subject === 'string' &&
    PLAIN_SUBJECT.test(subject) &&
    // A line of 76 characters or more, nodemailer folds.
    `Subject: ${subject}`.length < 76 &&
    // Empty, nodemailer leaves the part out.
    typeof text === 'string' &&
    text !== '' &&
    (html === undefined || (typeof html === 'string' && html !== '')) &&
    date instanceof Date &&
    !Number.isNaN(date.getTime()) &&
    (messageId === undefined || (typeof messageId === 'string' && PLAIN_MESSAGE_ID.test(messageId)))
  );
}

/** A text mail (isTextMail) as nodemailer writes it; null when its sender is not one nodemailer names plainly. */
function textMessage({ from, to, subject, text, html, date, messageId, baseBoundary }) {
  const sender = senderOf(from);
  if (!sender) return null;
  const head = `${sender.header}\r\nTo: ${to}\r\nSubject: ${subject}\r\nMessage-ID: ${messageId}\r\nDate: ${date.toUTCString().replace(/GMT/, '+0000')}`;
  const chunks = [];
  if (html === undefined) {
    const part = textPart(text, 'text/plain');
    chunks.push(
      `${head}\r\nContent-Transfer-Encoding: ${part.encoding}\r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n`,
      ...part.body,
    );
  } else {
    const boundary = `--_NmP-${baseBoundary}-Part_1`;
    chunks.push(
      `${head}\r\nMIME-Version: 1.0\r\nContent-Type: multipart/alternative;\r\n boundary="${boundary}"\r\n\r\n`,
    );
    const parts = [
      [text, 'text/plain'],
      [html, 'text/html'],
    ];
    for (const [index, [content, type]] of parts.entries()) {
      const part = textPart(content, type);
      chunks.push(
        `${index > 0 ? '\r\n' : ''}--${boundary}\r\nContent-Type: ${type}; charset=utf-8\r\nContent-Transfer-Encoding: ${part.encoding}\r\n\r\n`,
        ...part.body,
      );
    }
    chunks.push(`\r\n--${boundary}--\r\n`);
  }
  return { message: asMessage(chunks), envelope: { from: sender.address, to: [to] } };
}

/** A text part's transfer encoding as MimeNode.getTransferEncoding chooses it, and its content so encoded. */
function textPart(content, type) {
  if (mimeFuncs.isPlainText(content) && !mimeFuncs.hasLongerLines(content, 76))
    return { encoding: '7bit', body: [content] };
  const encoding = MimeNode.prototype._getTextEncoding.call({}, content) === 'Q' ? 'quoted-printable' : 'base64';
  return { encoding, body: encoded(content, encoding, type) };
}

/**
 * The From header nodemailer writes for a sender, and the sender's address (the envelope's):
 * worked out by nodemailer itself, once per sender (a shop has one). Null when it writes none.
 */
const senders = new Map();
function senderOf(from) {
  if (!senders.has(from)) {
    const probe = { from, to: 'probe@example.com', subject: 'probe', text: 'probe', messageId: '<probe@example.com>' };
    const root = new MailComposer(probe).compile();
    const lines = root.buildHeaders().split('\r\n');
    const first = lines.findIndex((line) => line.startsWith('From: '));
    let end = first + 1;
    while (end < lines.length && /^[ \t]/.test(lines[end])) end += 1;
    const address = root.getEnvelope().from;
    senders.set(from, first === -1 || !address ? null : { header: lines.slice(first, end).join('\r\n'), address });
  }
  return senders.get(from);
}

/**
 * The Message-ID and the multipart boundaries' random part, in nodemailer's own shapes, from
 * randomUUID: nodemailer draws them with six calls to randomBytes, a fifth of the cost left.
 */
function randomParts(from) {
  const uuid = randomUUID();
  return { messageId: `<${uuid}@${domainOf(from)}>`, baseBoundary: uuid.replace(/-/g, '').slice(0, 16) };
}

/** The sender's domain, as nodemailer takes it for a Message-ID; one sender per shop, so kept. */
const domains = new Map();
function domainOf(from) {
  if (!domains.has(from)) {
    const [first] = addressparser(String(from ?? ''), { flatten: true });
    domains.set(from, first?.address ? first.address.split('@').pop() : 'localhost');
  }
  return domains.get(from);
}

/** The last character written (of the last chunk that is not empty); '' when none. */
function lastCharacter(chunks) {
  for (let i = chunks.length - 1; i >= 0; i -= 1) {
    const chunk = chunks[i];
    if (chunk.length > 0)
      return typeof chunk === 'string' ? chunk[chunk.length - 1] : String.fromCharCode(chunk[chunk.length - 1]);
  }
  return '';
}

/** Content nodemailer holds in memory, with nothing to run over it (DKIM, transforms). */
function writable(node) {
  const { content } = node;
  const inMemory = !content || typeof content === 'string' || Buffer.isBuffer(content);
  return inMemory && !node._raw && node._transforms.length === 0 && node._processFuncs.length === 0;
}

/** As MimeNode.stream writes a node: its headers, its encoded content, then its parts. */
function writeNode(node, chunks) {
  if (!writable(node)) return false;
  chunks.push(`${node.buildHeaders()}\r\n\r\n`);
  if (node.content) chunks.push(...encoded(node.content, node.getTransferEncoding(), node.contentType));
  if (!node.multipart) return true;
  for (const [index, child] of node.childNodes.entries()) {
    chunks.push(`${index > 0 ? '\r\n' : ''}--${node.boundary}\r\n`);
    if (!writeNode(child, chunks)) return false;
  }
  chunks.push(`\r\n--${node.boundary}--\r\n`);
  return true;
}

/** Content in the transfer encoding given, through nodemailer's own encoders. */
function encoded(content, encoding, contentType) {
  if (encoding === 'base64') return throughEncoder(new Base64Encoder(), content);
  // Outside of text a lone CR or LF is data (as MimeNode encodes it).
  if (encoding === 'quoted-printable') {
    const binary = !/^text\//i.test(contentType || '');
    return throughEncoder(new QuotedPrintableEncoder({ binary }), content);
  }
  return [content];
}

/** The whole content through one of nodemailer's encoder streams, called directly. */
function throughEncoder(encoder, content) {
  const out = [];
  encoder.push = (chunk, encoding) => {
    if (chunk !== null) out.push(typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk);
    return true;
  };
  const ignore = () => undefined;
  encoder._transform(Buffer.isBuffer(content) ? content : Buffer.from(content), 'buffer', ignore);
  encoder._flush(ignore);
  return out;
}

module.exports = { composeMessage, isTextMail };
