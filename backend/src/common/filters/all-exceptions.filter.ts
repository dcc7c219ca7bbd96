import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpServer, HttpStatus, Logger } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import { QueryFailedError } from 'typeorm';
import { isDatabaseUnavailable } from '../../database/database-errors';
import { defaultErrorCode, ERROR_CODES, ErrorCode } from '../errors/error-codes';

export interface ErrorBody {
  statusCode: number;
  message: string | string[];
  error: string;
  /** A stable, machine-readable reason (CONTRACT "Errors"): the status's own unless the thrower named one. */
  code: ErrorCode;
}

/** PostgreSQL error codes that mean the client sent something wrong, not that we broke. */
const CLIENT_SQL_ERRORS: Record<string, { status: number; message: string }> = {
  '22P02': { status: 400, message: 'Invalid identifier or value' },
  '22003': { status: 400, message: 'A number is out of range' },
  '22001': { status: 400, message: 'A value is too long' },
  '23505': { status: 409, message: 'This record already exists' },
  '23503': { status: 409, message: 'A referenced record does not exist or is still in use' },
  '23514': { status: 400, message: 'A value is not allowed' },
};

const SERVER_REFUSALS: Record<number, string> = {
  400: 'Malformed request body',
  404: 'Not Found',
  413: 'Request body is too large',
  414: 'Request URL is too long',
  415: 'Unsupported content type: send application/json',
};

const KNOWN_CODES = new Set<string>(ERROR_CODES);

function body(status: number, message: string | string[], error?: string, code?: unknown): ErrorBody {
  return {
    statusCode: status,
    message,
    error: error ?? STATUS_CODES[status] ?? 'Error',
    // Only the documented codes leave: a library's own `code` field is not part of the contract.
    code: typeof code === 'string' && KNOWN_CODES.has(code) ? (code as ErrorCode) : defaultErrorCode(status),
  };
}

/** Turns any error into the shop's JSON error body; never leaks a stack or SQL. */
export function toErrorBody(exception: unknown): ErrorBody {
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    if (typeof response === 'string') return body(status, response);
    const { message, error, code } = response as { message?: string | string[]; error?: string; code?: unknown };
    return body(status, message ?? exception.message, typeof error === 'string' ? error : undefined, code);
  }
  if (exception instanceof QueryFailedError) {
    const code = (exception.driverError as { code?: string } | undefined)?.code ?? '';
    const known = CLIENT_SQL_ERRORS[code];
    if (known) return body(known.status, known.message);
  }
  // The HTTP server's own refusals (malformed JSON, too large, unknown media type, bad URL)
  // carry a status of their own; their messages are not echoed, they may quote the input.
  const status = (exception as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return body(status, SERVER_REFUSALS[status] ?? 'Malformed request');
  }
  if (isDatabaseUnavailable(exception)) {
    return body(HttpStatus.SERVICE_UNAVAILABLE, 'The shop is briefly unavailable. Please try again in a moment.');
  }
  return body(HttpStatus.INTERNAL_SERVER_ERROR, 'Internal server error');
}

@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  constructor(private readonly http: HttpServer) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const errorBody = toErrorBody(exception);
    if (errorBody.statusCode >= 500) {
      this.logger.error((exception as Error)?.stack ?? String(exception));
    }
    const response = host.switchToHttp().getResponse();
    if (this.http.isHeadersSent(response)) return;
    this.http.reply(response, errorBody, errorBody.statusCode);
  }
}
