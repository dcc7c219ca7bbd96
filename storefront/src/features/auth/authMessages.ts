// The notices of signing in and registering, word for word as shoppers see them.
export const AUTH_MESSAGES = {
  loginSuccess: 'Login successful',
  loginFailed: 'Please provide a valid email and password!',
  loginCodeFailed: 'Invalid email, password or sign-in code. Please try again.',
  fieldsRequired: 'All fields are required before sending OTP.',
  otpSent: 'OTP sent to your email',
  otpSendFailed: 'Failed to send OTP. Please try again.',
  otpVerified: 'OTP verified successfully',
  otpInvalid: 'Invalid or expired OTP. Please try again.',
  registered: 'Registration successful',
} as const;

// Password change and reset: the server's words where it gives them, these otherwise.
export const PASSWORD_MESSAGES = {
  resetCodeSent: 'If an account exists for this email, a password reset code has been sent to it.',
  resetRequestFailed: 'Failed to send the reset code. Please try again.',
  resetDone: 'Password reset successfully. Please log in with your new password.',
  resetFailed: 'Invalid or expired OTP. Please try again.',
  mismatch: 'New passwords do not match.',
  tooShort: 'Password must be at least 8 characters',
  changed: 'Password changed successfully',
  changeFailed: 'Failed to change password. Please try again.',
} as const;

export const PASSWORD_MIN = 8;

/** The first problem with a new password and its confirmation, before asking the server. */
export function newPasswordProblem(password: string, confirmation: string): string | null {
  if (password.length < PASSWORD_MIN) return PASSWORD_MESSAGES.tooShort;
  if (password !== confirmation) return PASSWORD_MESSAGES.mismatch;
  return null;
}

export const OTP_LENGTH = 6;
