import { Global, Module } from '@nestjs/common';
import { join } from 'node:path';
import { APP_CONFIG, AppConfig } from '../../config';
import { DiskImageStorage } from './disk-image-storage';
import { ImageStorage } from './image-storage';

@Global()
@Module({
  providers: [
    {
      provide: ImageStorage,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new DiskImageStorage(join(config.dataDir, 'uploads')),
    },
  ],
  exports: [ImageStorage],
})
export class StorageModule {}
