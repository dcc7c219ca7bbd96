/**
 * The stable, machine-readable `code` of every error body (CONTRACT "Errors"). Programs act on
 * these; the `message` beside them is for people and may be reworded. New codes may be added
 * later, so clients must accept values they do not know.
 */
export const ERROR_CODES = [
  // One per status, when nothing more precise is said.
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'REQUEST_TIMEOUT',
  'CONFLICT',
  'GONE',
  'PAYLOAD_TOO_LARGE',
  'URI_TOO_LONG',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNPROCESSABLE',
  'RATE_LIMITED',
  'HEADERS_TOO_LARGE',
  'BAD_REQUEST',
  'INTERNAL_ERROR',
  'BAD_GATEWAY',
  'UNAVAILABLE',
  // Reasons a program tells apart within one status.
  'AMOUNT_MISMATCH',
  'OUT_OF_STOCK',
  'COUPON_INVALID',
  'COUPON_USED_UP',
  'COUPON_ALREADY_USED',
  'COUPON_MINIMUM_NOT_MET',
  'IDEMPOTENCY_KEY_REUSED',
  'ORDER_MAY_BE_PLACED',
  'LOGIN_CODE_REQUIRED',
  'CROSS_SITE_REQUEST',
  'API_KEY_INVALID',
  'API_KEY_SCOPE_MISSING',
  'API_KEY_NOT_ALLOWED',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  410: 'GONE',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
  502: 'BAD_GATEWAY',
  503: 'UNAVAILABLE',
};

/** The code an error of this status carries when its thrower named none. */
export function defaultErrorCode(status: number): ErrorCode {
  return BY_STATUS[status] ?? (status < 500 ? 'BAD_REQUEST' : 'INTERNAL_ERROR');
}

/**
 * The response object for an HttpException that names its reason:
 * `new ConflictException(coded('OUT_OF_STOCK', message))`. The global filter keeps the code.
 */
export function coded(code: ErrorCode, message: string): { message: string; code: ErrorCode } {
  return { message, code };
}
