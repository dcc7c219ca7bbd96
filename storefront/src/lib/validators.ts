// Field rules for the profile form (phone, pincode, picture). Each check returns the message
// to show, or null when the value is acceptable. "Live" checks run while typing; the
// "OnSubmit" checks are the final word before the form is sent.

export type ValidationMessage = string | null;

function digitsOnly(raw: string, maxLength: number): string {
  return raw.replace(/\D/g, '').slice(0, maxLength);
}

const INDIAN_MOBILE = /^[6-9]\d{9}$/;
const TEN_DIGITS = /^\d{10}$/;
const INDIAN_PINCODE = /^[1-9]\d{5}$/;
const SIX_DIGITS = /^\d{6}$/;

/** Keeps what a phone field may hold: digits only, at most 10. */
export const sanitizePhone = (raw: string): string => digitsOnly(raw, 10);

/** Keeps what a pincode field may hold: digits only, at most 6. */
export const sanitizePincode = (raw: string): string => digitsOnly(raw, 6);

/** Phone is optional; when given it must be an Indian mobile number. */
export function validatePhone(phone: string): ValidationMessage {
  if (phone === '') return null;
  if (phone.length < 10) return 'Phone number must be 10 digits';
  if (!INDIAN_MOBILE.test(phone)) return 'Phone number must start with 6, 7, 8, or 9';
  return null;
}

export function validatePhoneOnSubmit(phone: string): ValidationMessage {
  if (phone === '') return null;
  if (!TEN_DIGITS.test(phone)) return 'Please enter a valid 10-digit phone number';
  if (!INDIAN_MOBILE.test(phone)) {
    return 'Phone number must start with 6, 7, 8, or 9 and be 10 digits long';
  }
  return null;
}

/** Pincode is optional; when given it is six digits and never starts with 0. */
export function validatePincode(pincode: string): ValidationMessage {
  if (pincode === '') return null;
  if (pincode.length < 6) return 'Pincode must be 6 digits';
  if (pincode.startsWith('0')) return 'Pincode cannot start with 0';
  if (!INDIAN_PINCODE.test(pincode)) return 'Invalid pincode format';
  return null;
}

export function validatePincodeOnSubmit(pincode: string): ValidationMessage {
  if (pincode === '') return null;
  if (!SIX_DIGITS.test(pincode)) return 'Please enter a valid 6-digit pincode';
  if (!INDIAN_PINCODE.test(pincode)) return 'Pincode must be 6 digits and cannot start with 0';
  return null;
}

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Profile and product pictures: an image, at most 5 MB. */
export function validateImageFile(file: Pick<File, 'type' | 'size'>): ValidationMessage {
  if (!file.type.startsWith('image/')) return 'Please select an image file (JPG, PNG, GIF)';
  if (file.size > MAX_IMAGE_BYTES) return 'File size must be less than 5MB';
  return null;
}

export const MAX_VIDEO_BYTES = 4 * 1024 * 1024;
const VIDEO_TYPES = ['video/webm', 'video/mp4'];

/** The home page's hero video: WebM or MP4, at most 4 MB (the server checks the bytes again). */
export function validateVideoFile(file: Pick<File, 'type' | 'size'>): ValidationMessage {
  if (!VIDEO_TYPES.includes(file.type)) return 'Please select a WebM or MP4 video file';
  if (file.size > MAX_VIDEO_BYTES) return 'Video must be at most 4 MB';
  return null;
}
