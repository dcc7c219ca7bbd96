import { Inject, Injectable, NestMiddleware, NotFoundException } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config';

/**
 * The test mode's calls exist only while the built-in sandbox gateway is on (config.paymentSandbox,
 * off in production unless PAYMENT_SANDBOX=true): otherwise they answer 404 as an unknown path
 * does, to everyone. A middleware, so that it runs before the guards: a sign-in or CSRF guard
 * answering 401 or 403 first would show that the path exists.
 */
@Injectable()
export class SandboxOnlyMiddleware implements NestMiddleware {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  use(_request: unknown, _reply: unknown, next: () => void): void {
    if (!this.config.paymentSandbox) throw new NotFoundException();
    next();
  }
}
