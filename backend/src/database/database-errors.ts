import { QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';

/**
 * Errors that mean "PostgreSQL is away or just dropped our connection", not "this request is
 * wrong": they answer 503 (try again), and the pool replaces the broken connection by itself.
 */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown (pg_terminate_backend, server stopping)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, recovering)
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08004', // sqlserver_rejected_establishment_of_sqlconnection
  '08006', // connection_failure
  '53300', // too_many_connections
]);

const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);

/** node-postgres reports some lost connections only in the message. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Client was closed',
];

function looksUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_NODE_CODES.has(code))) return true;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.includes(text));
}

export function isDatabaseUnavailable(error: unknown): boolean {
  // A transaction whose connection died: TypeORM released it, and its next query says so
  // (through the query runner, or through the entity manager it handed out).
  if (error instanceof QueryRunnerAlreadyReleasedError || error instanceof QueryRunnerProviderAlreadyReleasedError)
    return true;
  return looksUnavailable(error) || looksUnavailable((error as { driverError?: unknown } | null)?.driverError);
}
