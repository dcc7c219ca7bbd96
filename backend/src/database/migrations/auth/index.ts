import type { MigrationInterface } from 'typeorm';
import { EmailOtps1732000001000 } from './1732000001000-email-otps';

/** Migrations of the auth area, oldest first. */
export const AUTH_MIGRATIONS: (new () => MigrationInterface)[] = [EmailOtps1732000001000];
