import { AdvancedConsoleLogger, QueryRunner } from 'typeorm';
import { isStatementRefused } from './database-errors';

/**
 * Set in a query runner's `data` when PostgreSQL may refuse its statements by design (orders
 * written in one statement, see OrderPlacements): a refusal there is answered by the caller,
 * so it is not logged as a failed query (with its parameters: e-mails and addresses).
 */
export const REFUSALS_EXPECTED = 'refusalsExpected';

/** TypeORM's console logger, quiet about refusals a caller expects. */
export class ShopQueryLogger extends AdvancedConsoleLogger {
  // TypeORM declares `error` a string; its query runners pass the driver's error object.
  override logQueryError(error: string, query: string, parameters?: unknown[], queryRunner?: QueryRunner): void {
    if (queryRunner?.data?.[REFUSALS_EXPECTED] && isStatementRefused(error)) return;
    super.logQueryError(error, query, parameters, queryRunner);
  }
}
