import type { MailMessage } from '../../infra/mail';

const SHOP_NAME = 'Decor Shop';

interface CodeMail {
  to: string;
  subject: string;
  heading: string;
  /** "verification code", "password reset code". */
  label: string;
  code: string;
  validMinutes: number;
  /** What to do when the mail was not asked for. */
  ignore: string;
}

/** A one-time code mail, as plain text and HTML. */
function codeMail({ to, subject, heading, label, code, validMinutes, ignore }: CodeMail): MailMessage {
  const validity = `It is valid for ${validMinutes} minutes. ${ignore}`;
  return {
    to,
    subject,
    text: [heading, '', `Your ${label} is ${code}`, '', validity, '', SHOP_NAME].join('\n'),
    html: `<!doctype html>
<html>
  <body style="font-family: Arial, sans-serif; color: #333;">
    <h2 style="color: #8b5e34;">${heading}</h2>
    <p>Your ${label} is</p>
    <p style="font-size: 28px; font-weight: bold; letter-spacing: 6px;">${code}</p>
    <p>${validity}</p>
    <p>${SHOP_NAME}</p>
  </body>
</html>`,
  };
}

/** The registration code mail. */
export function otpMail(to: string, code: string, validMinutes: number): MailMessage {
  return codeMail({
    to,
    subject: `Your ${SHOP_NAME} verification code: ${code}`,
    heading: `Welcome to ${SHOP_NAME}!`,
    label: 'verification code',
    code,
    validMinutes,
    ignore: 'If you did not try to create an account, you can ignore this mail.',
  });
}

/** The password reset code mail. */
export function passwordResetMail(to: string, code: string, validMinutes: number): MailMessage {
  return codeMail({
    to,
    subject: `Your ${SHOP_NAME} password reset code: ${code}`,
    heading: 'Reset your password',
    label: 'password reset code',
    code,
    validMinutes,
    ignore: 'If you did not ask to reset your password, you can ignore this mail: your password stays as it is.',
  });
}

/** The sign-in code mailed when an account's login limit was reached (LoginCodeService). */
export function loginCodeMail(to: string, code: string, validMinutes: number): MailMessage {
  return codeMail({
    to,
    subject: `Your ${SHOP_NAME} sign-in code: ${code}`,
    heading: 'Sign in to your account',
    label: 'sign-in code',
    code,
    validMinutes,
    ignore:
      'Many wrong passwords were tried for your account, so signing in now also needs this code with your password. If that was not you, nobody has got in: consider changing your password.',
  });
}
