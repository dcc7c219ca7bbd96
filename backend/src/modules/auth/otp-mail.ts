import type { MailMessage } from '../../infra/mail';

const SHOP_NAME = 'Decor Shop';

/** The registration code mail, as plain text and HTML. */
export function otpMail(to: string, code: string, validMinutes: number): MailMessage {
  return {
    to,
    subject: `Your ${SHOP_NAME} verification code: ${code}`,
    text: [
      `Welcome to ${SHOP_NAME}!`,
      '',
      `Your verification code is ${code}`,
      '',
      `It is valid for ${validMinutes} minutes. If you did not try to create an account, you can ignore this mail.`,
      '',
      `${SHOP_NAME}`,
    ].join('\n'),
    html: `<!doctype html>
<html>
  <body style="font-family: Arial, sans-serif; color: #333;">
    <h2 style="color: #8b5e34;">Welcome to ${SHOP_NAME}!</h2>
    <p>Your verification code is</p>
    <p style="font-size: 28px; font-weight: bold; letter-spacing: 6px;">${code}</p>
    <p>It is valid for ${validMinutes} minutes. If you did not try to create an account, you can ignore this mail.</p>
    <p>${SHOP_NAME}</p>
  </body>
</html>`,
  };
}
