export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the mail (e.g. the GST invoice PDF). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** The mail port: SMTP in production, an outbox folder on a bare machine. */
export abstract class Mailer {
  abstract send(message: MailMessage): Promise<void>;
}
