import { request as httpRequest, RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { guardedLookup, isPrivateLiteral } from './url-guard';

/** One attempt may take this long in all (connect, send, response): a slow receiver is a failure. */
export const ATTEMPT_TIMEOUT_MS = 10_000;

export interface SendResult {
  /** The receiver's status; null when there was no answer. */
  status: number | null;
  /** Why the attempt failed; null on a 2xx. */
  error: string | null;
}

/**
 * POSTs one delivery. Only a 2xx counts as received; redirects are not followed (the
 * endpoint's URL is the one the admin registered). The answer's body is read and dropped.
 */
export function postWebhook(
  target: string,
  body: string,
  headers: Record<string, string>,
  options: { allowPrivate: boolean; timeoutMs?: number },
): Promise<SendResult> {
  const url = new URL(target);
  if (!options.allowPrivate && isPrivateLiteral(url)) {
    return Promise.resolve({ status: null, error: 'The URL points to a private address' });
  }
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const requestOptions: RequestOptions = {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    ...(options.allowPrivate ? {} : { lookup: guardedLookup as RequestOptions['lookup'] }),
  };
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const req = send(url, requestOptions, (res) => {
      res.on('data', () => undefined);
      res.on('error', (err) => finish({ status: res.statusCode ?? null, error: err.message }));
      res.on('end', () => {
        const status = res.statusCode ?? null;
        const ok = status !== null && status >= 200 && status < 300;
        finish({ status, error: ok ? null : `The endpoint answered ${status}` });
      });
    });
    const timer = setTimeout(() => {
      finish({ status: null, error: `No answer within ${(options.timeoutMs ?? ATTEMPT_TIMEOUT_MS) / 1000} s` });
      req.destroy();
    }, options.timeoutMs ?? ATTEMPT_TIMEOUT_MS);
    req.on('error', (err) => finish({ status: null, error: err.message.slice(0, 300) }));
    req.end(body);
  });
}
