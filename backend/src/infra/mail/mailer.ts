export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the mail (e.g. the GST invoice PDF). */
  attachments?: MailAttachment[];
  /**
   * When the shop wrote the mail (its Date header); when it was queued if not given. A mail tried
   * again keeps the time of its first try (RFC 5322: when it was ready to be sent), so mail
   * programs that sort by it show an order's mails in the order they were written.
   */
  date?: Date;
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/**
 * The mail port. `send` queues the mail and resolves once the queue holds it: the SMTP server
 * (or the outbox on a bare machine) is never waited for (mail-queue.ts).
 */
export abstract class Mailer {
  abstract send(message: MailMessage): Promise<void>;
}
