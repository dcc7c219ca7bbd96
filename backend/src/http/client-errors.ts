import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import { defaultErrorCode } from '../common/errors/error-codes';

/** Node's parser refuses these before any route runs: answered with the shop's JSON error body. */
const CLIENT_ERRORS: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const status = CLIENT_ERRORS[error.code ?? ''] ?? 400;
  const message =
    status === 431 ? 'Request headers are too large' : status === 408 ? 'Request timed out' : 'Malformed request';
  const body = JSON.stringify({
    statusCode: status,
    message,
    error: STATUS_CODES[status],
    code: defaultErrorCode(status),
  });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
