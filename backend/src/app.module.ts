import { DynamicModule, Module } from '@nestjs/common';
import { APP_PIPE } from '@nestjs/core';
import { AppConfig, ConfigModule } from './config';
import { RateLimitModule } from './common/guards/rate-limit';
import { SafeTextPipe } from './common/pipes/safe-text.pipe';
import { DatabaseModule } from './database/database.module';
import { CacheModule } from './infra/cache';
import { EventsModule } from './infra/events';
import { DemoModule } from './database/demo/demo.module';
import { ShutdownDeadline } from './infra/lifecycle/shutdown-deadline';
import { MailModule } from './infra/mail';
import { SchedulerModule } from './infra/scheduler';
import { StorageModule } from './infra/storage';
import { AuthModule } from './modules/auth/auth.module';
import { SignUpCodesSandboxModule } from './modules/auth/sign-up-codes-sandbox.module';
import { CartModule } from './modules/cart/cart.module';
import { CatalogModule } from './modules/catalog/catalog.module';
import { DealsModule } from './modules/deals/deals.module';
import { HealthModule } from './modules/health/health.module';
import { OrdersModule } from './modules/orders/orders.module';
import { PaymentsModule } from './modules/payments/payments.module';
import { PaymentsSandboxModule } from './modules/payments/sandbox/payments-sandbox.module';
import { ReturnsModule } from './modules/orders/returns/returns.module';
import { ReelsModule } from './modules/reels/reels.module';
import { SeoModule } from './modules/seo/seo.module';
import { SettingsModule } from './modules/settings/settings.module';
import { StatsModule } from './modules/stats/stats.module';
import { WebhooksModule } from './modules/webhooks/webhooks.module';

/** The feature modules, in one list so that the app and the OpenAPI generator agree. */
export const FEATURE_MODULES = [
  HealthModule,
  AuthModule,
  CatalogModule,
  DealsModule,
  ReelsModule,
  CartModule,
  OrdersModule,
  PaymentsModule,
  ReturnsModule,
  StatsModule,
  SeoModule,
  SettingsModule,
  WebhooksModule,
];

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        EventsModule,
        SchedulerModule,
        CacheModule,
        MailModule,
        StorageModule,
        RateLimitModule,
        ...FEATURE_MODULES,
        // The test mode's paths exist only while the sandbox gateway is on.
        ...(config.paymentSandbox ? [SignUpCodesSandboxModule, PaymentsSandboxModule] : []),
        DemoModule,
      ],
      providers: [
        ShutdownDeadline,
        // After the ValidationPipe (app.setup.ts): no NUL or broken Unicode in any input.
        { provide: APP_PIPE, useClass: SafeTextPipe },
      ],
    };
  }
}
