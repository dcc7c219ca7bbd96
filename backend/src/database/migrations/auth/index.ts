import type { MigrationInterface } from 'typeorm';
import { EmailOtps1732000001000 } from './1732000001000-email-otps';
import { SandboxSignUpCodes1733000900000 } from './1733000900000-sandbox-sign-up-codes';
import { LoginCodesAndResetsByEmail1733000900001 } from './1733000900001-login-codes-and-resets-by-email';
import { ApiKeys1733003000050 } from './1733003000050-api-keys';

/** Migrations of the auth area, oldest first (later ones take the next free 17330009xxxxx). */
export const AUTH_MIGRATIONS: (new () => MigrationInterface)[] = [
  EmailOtps1732000001000,
  SandboxSignUpCodes1733000900000,
  LoginCodesAndResetsByEmail1733000900001,
  ApiKeys1733003000050,
];
