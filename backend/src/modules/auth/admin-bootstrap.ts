import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '../../config';
import { UsersService } from './users.service';

/**
 * Ensures the configured admin account exists at boot, with role admin (an account that
 * registered with that e-mail is promoted); prints a generated password once.
 */
@Injectable()
export class AdminBootstrap implements OnApplicationBootstrap {
  private readonly logger = new Logger('Admin');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensureAdmin();
  }

  async ensureAdmin(): Promise<void> {
    const { adminEmail, adminPassword } = this.config;
    const existing = await this.users.findByEmail(adminEmail);
    if (existing) {
      if (existing.role !== 'admin') {
        await this.users.setRole(existing.id, 'admin');
        this.logger.log(`Account ${adminEmail} given the admin role`);
      }
      if (adminPassword) await this.users.setPassword(existing.id, adminPassword);
      return;
    }
    const password = adminPassword ?? randomBytes(12).toString('base64url');
    await this.users.create({ email: adminEmail, username: 'Admin', password, role: 'admin' });
    if (adminPassword) {
      this.logger.log(`Admin account ${adminEmail} created`);
    } else {
      this.logger.warn(
        `Admin account created: ${adminEmail} / ${password} (shown once; set ADMIN_PASSWORD to choose it)`,
      );
    }
  }
}
