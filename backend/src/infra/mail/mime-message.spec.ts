import { createTransport } from 'nodemailer';
import type { OrderDto } from '../../modules/orders/order.dto';
import { orderPlacedMail, orderStatusMail } from '../../modules/orders/order-mails';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { composeMessage, isTextMail } = require('./mime-message.cjs') as {
  composeMessage(mail: object): { message: Buffer; envelope: { from: string; to: string[] } } | null;
  isTextMail(mail: object): boolean;
};

const FROM = 'Decor Shop <orders@decor.example>';
const DATE = new Date('2026-11-25T10:15:30Z');
const PDF = Buffer.from('%PDF-1.7\n' + 'binary \x00\x01\x02\xff '.repeat(200) + '\n%%EOF', 'latin1');

/** Mails of every shape the shop sends, and the awkward cases of each encoding. */
const MAILS: Record<string, object> = {
  'plain ASCII text': { text: 'Your code is 123456.\nIt expires in 10 minutes.' },
  'text with a dash and rupees (quoted-printable)': {
    text: 'Thank you for your order #AB12CD34.\n\n2 x Walnut Mirror — Rs. 1,234.00\nTotal: Rs. 2,468.00',
  },
  'text and HTML': {
    text: '1 x Brass Lamp — Rs. 899.00',
    html: '<h2>Thank you for your order</h2>\n<table><tr><td>1 &times; Brass Lamp</td></tr></table>',
  },
  'long ASCII lines': { text: `Track your order: https://decor.example/dashboard/orders/${'a'.repeat(120)}\nend` },
  'trailing spaces and tabs before line breaks': {
    text: 'line one   \nline two\t\n\nlast line  ',
    html: '<p>x </p>  ',
  },
  'CR LF and lone CR': { text: 'one\r\ntwo\rthree\n' },
  'ending with a lone CR': { text: 'one\r' },
  'mostly Devanagari (base64)': { text: 'आपका ऑर्डर मिल गया है। धन्यवाद!', subject: 'ऑर्डर की पुष्टि' },
  'accented subject': { subject: 'Café order: #AB12CD34 confirmed', text: 'ok' },
  'long subject': { subject: `Order shipped: ${'Hand-carved Sheesham Wood Wall Mirror, '.repeat(4)}`, text: 'ok' },
  'recipient with a name and an international domain': { to: 'Ämma Rao <amma@bücher.example>', text: 'ok' },
  'a sender named with an accent': { from: 'Décor Shop <orders@decor.example>', text: 'ok', html: '<p>ok</p>' },
  'a sender without a name': { from: 'orders@decor.example', text: 'ok' },
  'empty text': { text: '' },
  'an invoice attached': {
    subject: 'Order shipped: #AB12CD34',
    text: 'Attached: GST tax invoice DS/2026-27/000123.',
    html: '<p>Attached: GST tax invoice DS/2026-27/000123.</p>',
    attachments: [{ filename: 'DS-2026-27-000123.pdf', content: PDF, contentType: 'application/pdf' }],
  },
  'two attachments, text only': {
    text: 'Two documents.',
    attachments: [
      { filename: 'invoice.pdf', content: PDF, contentType: 'application/pdf' },
      { filename: 'credit note ₹.pdf', content: PDF.subarray(0, 100), contentType: 'application/pdf' },
    ],
  },
};

/** The random part of a message's multipart boundaries. */
function withoutRandomParts(message: Buffer | string): string {
  return message.toString().replace(/--_NmP-[0-9a-f]+-Part_(\d+)/g, '--_NmP-X-Part_$1');
}

/** A generator of the same numbers on every run (mulberry32), so a failing mail can be found again. */
function numbers(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Pieces that move nodemailer's choices: encodings, line lengths, line breaks, header folding. */
const PIECES = [
  'Walnut',
  'mirror',
  ' ',
  '  ',
  '—',
  '₹',
  'é',
  'आपका',
  '=',
  '.',
  '\t',
  '\n',
  '\r\n',
  '\r',
  '&times;',
  '"',
  'x'.repeat(40),
];
const SUBJECTS = [
  'Order confirmed: #AB12CD34',
  'x',
  'Your order #AB12CD34 is shipped',
  'a  b',
  ' lead',
  'trail ',
  'Caf\u00e9',
];
const RECIPIENTS = [
  'asha@example.com',
  'Asha.Rao+orders@mail.example.co.in',
  'asha@Example.com',
  'Asha <asha@example.com>',
];

function generatedMail(next: () => number): Record<string, unknown> {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  const prose = () => Array.from({ length: Math.floor(next() * 40) }, () => pick(PIECES)).join('');
  const subject = next() < 0.2 ? 'S'.repeat(60 + Math.floor(next() * 14)) : pick(SUBJECTS);
  return {
    to: pick(RECIPIENTS),
    subject,
    text: prose(),
    ...(next() < 0.6 ? { html: `<p>${prose()}</p>` } : {}),
  };
}

describe('composeMessage', () => {
  const transport = createTransport({ streamTransport: true, buffer: true });

  async function expectAsNodemailer(fields: object): Promise<void> {
    // The same Message-ID for both: given, nodemailer writes it before the Date header.
    const messageId = '<0193a4b2-7c1d-4e5f-8a9b-0c1d2e3f4a5b@decor.example>';
    const mail = {
      from: FROM,
      to: 'asha@example.com',
      subject: 'Order confirmed: #AB12CD34',
      date: DATE,
      messageId,
      ...fields,
    };
    const composed = composeMessage(mail)!;
    const sent = await transport.sendMail(mail);
    expect(withoutRandomParts(composed.message)).toBe(withoutRandomParts(sent.message as Buffer));
    expect(composed.envelope).toEqual(sent.envelope);
  }

  it.each(Object.entries(MAILS))('writes what nodemailer writes: %s', async (_name, fields) => {
    await expectAsNodemailer(fields);
  });

  it('writes what nodemailer writes for 400 generated mails, on the quick path and off it', async () => {
    const next = numbers(20261128);
    let quick = 0;
    for (let i = 0; i < 400; i += 1) {
      const fields = generatedMail(next);
      if (isTextMail({ from: FROM, date: DATE, ...fields })) quick += 1;
      await expectAsNodemailer(fields);
    }
    // Both paths are exercised.
    expect(quick).toBeGreaterThan(60);
    expect(quick).toBeLessThan(350);
  });

  it("writes the shop's order mails on the quick path", () => {
    const order = {
      id: '0193a4b2-7c1d-4e5f-8a9b-0c1d2e3f4a5b',
      email: 'priya@example.com',
      status: 'shipped',
      taxMode: 'flat',
      products: [{ name: 'Brass Diya — set of 2', quantity: 2, lineTotal: 1000 }],
      subtotal: 1000,
      discount: 0,
      tax: 100,
      amount: 1100,
      paymentMethod: 'COD',
      shippingAddress: { address: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
      cancelReason: null,
      shipments: [],
      documents: [],
    } as unknown as OrderDto;
    for (const mail of [
      orderPlacedMail(order, 'https://decor.example'),
      orderStatusMail(order, 'https://decor.example'),
    ])
      expect(isTextMail({ from: FROM, date: DATE, ...mail })).toBe(true);
  });

  it("makes a new Message-ID at the sender's domain and a new boundary for every message", () => {
    const mail = { from: FROM, to: 'asha@example.com', subject: 's', text: 't', html: '<p>t</p>', date: DATE };
    const [first, second] = [composeMessage(mail)!, composeMessage(mail)!].map((m) => m.message.toString());
    const idOf = (message: string) => /^Message-ID: (<[0-9a-f-]{36}@decor\.example>)\r$/m.exec(message)?.[1];
    expect(idOf(first)).toBeDefined();
    expect(idOf(first)).not.toBe(idOf(second));
    const boundaryOf = (message: string) => /boundary="(--_NmP-[0-9a-f]{16}-Part_1)"/.exec(message)?.[1];
    expect(boundaryOf(first)).toBeDefined();
    expect(boundaryOf(first)).not.toBe(boundaryOf(second));
    const withoutId = (message: string) => withoutRandomParts(message).replace(idOf(message)!, '<X>');
    expect(withoutId(first)).toBe(withoutId(second));
  });

  it('leaves to nodemailer what it cannot write in one call: data: images, streamed content', () => {
    const base = { from: FROM, to: 'asha@example.com', subject: 's', text: 't' };
    expect(composeMessage({ ...base, html: '<img src="data:image/png;base64,iVBORw0KGgo=">' })).toBeNull();
    const { Readable } = jest.requireActual<typeof import('node:stream')>('node:stream');
    const streamed = { filename: 'a.pdf', content: Readable.from([PDF]), contentType: 'application/pdf' };
    expect(composeMessage({ ...base, attachments: [streamed] })).toBeNull();
  });
});
