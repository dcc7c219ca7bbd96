import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { AddressInfo, createServer, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OutboxTransport, SmtpTransport } from '../src/infra/mail/mail-transport';
import { SmtpSink } from './smtp-sink';

const message = {
  to: 'priya@example.com',
  subject: 'Your order is confirmed',
  text: 'Thank you for shopping with Decor Shop.',
  html: '<p>Thank you for shopping with <b>Decor Shop</b>.</p>',
};

describe('mail transports (nodemailer)', () => {
  it('delivers a multipart mail to a real SMTP server', async () => {
    const smtp = await SmtpSink.start();
    const transport = new SmtpTransport(smtp.url, 'Decor Shop <no-reply@decor.test>');
    try {
      await transport.deliver(message);
    } finally {
      transport.close();
      await smtp.close();
    }
    const { received } = smtp;
    expect(received).toHaveLength(1);
    expect(received[0].from).toBe('no-reply@decor.test');
    expect(received[0].to).toEqual(['priya@example.com']);
    expect(received[0].raw).toContain('Subject: Your order is confirmed');
    expect(received[0].raw).toMatch(/multipart\/alternative/);
    expect(received[0].raw).toContain('text/html');
  });

  it('without SMTP writes each mail as an .eml file in the outbox', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'outbox-'));
    const transport = new OutboxTransport(dir, 'Decor Shop <no-reply@localhost>');
    try {
      await transport.deliver(message);
      const files = readdirSync(dir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const eml = readFileSync(join(dir, files[0]), 'utf8');
      expect(eml).toContain('To: priya@example.com');
      expect(eml).toContain('From: Decor Shop <no-reply@localhost>');
      expect(eml).toMatch(/multipart\/alternative/);
    } finally {
      transport.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps its connection to the SMTP server open from one mail to the next', async () => {
    const smtp = await SmtpSink.start();
    const transport = new SmtpTransport(smtp.url, 'no-reply@decor.test');
    try {
      for (let i = 0; i < 3; i++) await transport.deliver({ ...message, subject: `Mail ${i}` });
    } finally {
      transport.close();
      await smtp.close();
    }
    expect(smtp.received).toHaveLength(3);
    expect(smtp.connections).toBe(1);
  });

  it('gives up on a server that takes the connection and never greets', async () => {
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const transport = new SmtpTransport(`smtp://127.0.0.1:${port}`, 'no-reply@decor.test', {
      connectionTimeout: 500,
      greetingTimeout: 500,
      socketTimeout: 1000,
    });
    const started = Date.now();
    try {
      await expect(transport.deliver(message)).rejects.toThrow(/greeting/i);
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      transport.close();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
