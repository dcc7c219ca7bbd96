import { PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';

const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?(?:;[\w-]+=[\w.+-]+)*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The bytes of an uploaded base64 data URL. The media type it claims is ignored (callers judge
 * the bytes); the size is checked before decoding, so an oversized upload costs no memory.
 */
export function decodeDataUrl(
  dataUrl: string,
  limits: { maxBytes: number; tooLarge: string; wrongType: string },
): Buffer {
  const header = DATA_URL.exec(dataUrl);
  if (!header) throw new UnsupportedMediaTypeException(limits.wrongType);
  const payload = dataUrl.slice(header[0].length).replace(/\s+/g, '');
  // base64 carries 3 bytes in every 4 characters.
  if (Math.floor((payload.length * 3) / 4) - (payload.match(/=+$/)?.[0].length ?? 0) > limits.maxBytes) {
    throw new PayloadTooLargeException(limits.tooLarge);
  }
  if (!BASE64.test(payload)) throw new UnsupportedMediaTypeException(limits.wrongType);
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.length === 0) throw new UnsupportedMediaTypeException(limits.wrongType);
  return bytes;
}
