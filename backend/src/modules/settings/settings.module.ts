import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SettingsController } from './settings.controller';
import { SettingsService } from './settings.service';
import { ShopSettings } from './shop-settings.entity';

/**
 * The owner's words: name, contact, home hero, footer links, information pages and the return
 * window. The SEO pages read them through SettingsService, and so may any module that needs the
 * return window.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ShopSettings])],
  controllers: [SettingsController],
  providers: [SettingsService],
  exports: [SettingsService],
})
export class SettingsModule {}
