// The notices of signing in and registering, word for word as shoppers see them.
export const AUTH_MESSAGES = {
  loginSuccess: 'Login successful',
  loginFailed: 'Please provide a valid email and password!',
  fieldsRequired: 'All fields are required before sending OTP.',
  otpSent: 'OTP sent to your email',
  otpSendFailed: 'Failed to send OTP. Please try again.',
  otpVerified: 'OTP verified successfully',
  otpInvalid: 'Invalid or expired OTP. Please try again.',
  registered: 'Registration successful',
} as const;

export const OTP_LENGTH = 6;
