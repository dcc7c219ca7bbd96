import { Module } from '@nestjs/common';
import { SandboxSignUpCodesController } from './sandbox-sign-up-codes.controller';

/**
 * The test mode's read of a sign-up code. AppModule mounts it only while the sandbox gateway is
 * on (config.paymentSandbox), so otherwise the path does not exist and answers 404 as any
 * unknown path does, before any guard.
 */
@Module({ controllers: [SandboxSignUpCodesController] })
export class SignUpCodesSandboxModule {}
