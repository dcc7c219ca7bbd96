import { ArgumentsHost, Catch, ConflictException, ExceptionFilter, Inject } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { Paise, paiseToRupees } from '../../common/money';

/** The client's total differs from the server's: 409 carrying the server's total. */
export class AmountMismatchException extends ConflictException {
  constructor(readonly expectedPaise: Paise) {
    super('The order total has changed. Please review your cart and try again.');
  }
}

/**
 * The global filter keeps error bodies to {statusCode, message, error}; this one adds
 * expectedAmount so the storefront can show the corrected total.
 */
@Catch(AmountMismatchException)
export class AmountMismatchFilter implements ExceptionFilter {
  constructor(@Inject(HttpAdapterHost) private readonly adapterHost: HttpAdapterHost) {}

  catch(exception: AmountMismatchException, host: ArgumentsHost): void {
    const body = {
      statusCode: 409,
      message: exception.message,
      error: 'Conflict',
      code: 'AMOUNT_MISMATCH',
      expectedAmount: paiseToRupees(exception.expectedPaise),
    };
    this.adapterHost.httpAdapter.reply(host.switchToHttp().getResponse(), body, 409);
  }
}
