import { DynamicModule, Global, Inject, Logger, Module, OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig, bootWarnings } from './app-config';

export const APP_CONFIG = Symbol('APP_CONFIG');

/** Injects the validated AppConfig; the only way code reads configuration. */
export const InjectConfig = (): ParameterDecorator => Inject(APP_CONFIG);

@Global()
@Module({})
export class ConfigModule implements OnApplicationBootstrap {
  private readonly logger = new Logger('Config');

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      providers: [{ provide: APP_CONFIG, useValue: config }],
      exports: [APP_CONFIG],
    };
  }

  /** Dangerous-but-allowed production settings are repeated at every boot, as warnings. */
  onApplicationBootstrap(): void {
    for (const warning of bootWarnings(this.config)) this.logger.warn(`WARNING: ${warning}`);
  }
}
