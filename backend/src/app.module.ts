import { DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { AppConfig, ConfigModule } from './config';
import { RateLimitModule } from './common/guards/rate-limit';
import { DatabaseModule } from './database/database.module';
import { DemoModule } from './database/demo/demo.module';
import { MailModule } from './infra/mail';
import { SchedulerModule } from './infra/scheduler';
import { StorageModule } from './infra/storage';
import { AuthModule } from './modules/auth/auth.module';
import { CartModule } from './modules/cart/cart.module';
import { CatalogModule } from './modules/catalog/catalog.module';
import { DealsModule } from './modules/deals/deals.module';
import { HealthModule } from './modules/health/health.module';
import { OrdersModule } from './modules/orders/orders.module';
import { PaymentsModule } from './modules/payments/payments.module';
import { ReelsModule } from './modules/reels/reels.module';
import { StatsModule } from './modules/stats/stats.module';

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
  StatsModule,
];

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.logLevel,
            // Never log credentials: cookies and the Authorization header are redacted.
            redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
            autoLogging: { ignore: (req) => req.url === '/api/health' },
            transport: config.production || !process.stdout.isTTY ? undefined : { target: 'pino-pretty' },
          },
        }),
        DatabaseModule,
        SchedulerModule,
        MailModule,
        StorageModule,
        RateLimitModule,
        ...FEATURE_MODULES,
        DemoModule,
      ],
    };
  }
}
