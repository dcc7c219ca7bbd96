export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** The mail port: SMTP in production, an outbox folder on a bare machine. */
export abstract class Mailer {
  abstract send(message: MailMessage): Promise<void>;
}
