export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the mail (e.g. the GST invoice PDF). */
  attachments?: MailAttachment[];
  /**
   * When the shop wrote the mail (its Date header); now when not given. A mail tried again keeps
   * the time of its first try (RFC 5322: when it was ready to be sent), so mail programs that
   * sort by it show an order's mails in the order they were written.
   */
  date?: Date;
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** The mail port: SMTP in production, an outbox folder on a bare machine. */
export abstract class Mailer {
  abstract send(message: MailMessage): Promise<void>;

  /** Called as the shop stops: lets the mails under way finish, then lets go of connections. */
  async close(): Promise<void> {}
}
