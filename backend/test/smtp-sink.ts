import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface HandedMail {
  from?: string;
  to: string[];
  raw: string;
}

/**
 * A real SMTP server in the test process that keeps the mails it is handed. While `refusing`,
 * it answers each mail 451 ("try again later"), as a mail server that is away does; it answers
 * each mail `holdMs` after taking its text, as a slow relay does.
 */
export class SmtpSink {
  /** The mails it took. */
  readonly received: HandedMail[] = [];
  /** Every mail handed to it, refused or taken, in order. */
  readonly handed: HandedMail[] = [];
  refusing = false;
  holdMs = 0;
  connections = 0;

  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect: (_session, callback) => {
      this.connections += 1;
      callback();
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString(),
        };
        setTimeout(() => {
          this.handed.push(mail);
          if (this.refusing) return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          this.received.push(mail);
          callback();
        }, this.holdMs);
      });
    },
  });

  static async start(): Promise<SmtpSink> {
    const sink = new SmtpSink();
    await new Promise<void>((resolve) => sink.server.listen(0, '127.0.0.1', resolve));
    return sink;
  }

  get url(): string {
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
