import { CanActivate, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config';

/**
 * The test mode's calls exist only while the built-in sandbox gateway is on (config.paymentSandbox,
 * off in production unless PAYMENT_SANDBOX=true): otherwise they answer 404 as an unknown path
 * does, before any input is read, so a real shop shows nothing of them.
 */
@Injectable()
export class SandboxOnlyGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(): boolean {
    if (!this.config.paymentSandbox) throw new NotFoundException();
    return true;
  }
}
