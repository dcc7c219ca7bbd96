import { Body, Controller, Get, HttpCode, Inject, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public, Roles } from '../../common/decorators/auth.decorators';
import { CachedRead } from '../../common/http/cached-read';
import {
  EditableSettingsDto,
  PreviewHtmlDto,
  PreviewMarkdownDto,
  SaveSettingsDto,
  ShopSettingsDto,
} from './dto/settings.dto';
import { SettingsService } from './settings.service';

@ApiTags('settings')
@Controller('settings')
export class SettingsController {
  constructor(@Inject(SettingsService) private readonly settings: SettingsService) {}

  @Public()
  @CachedRead('settings')
  @Get()
  @ApiOperation({
    operationId: 'getSettings',
    summary: "The shop's settings",
    description:
      "The shop's name, contact, home hero, footer links, return window and information pages (sanitized HTML). SPEC's texts until an admin saves.",
  })
  @ApiOkResponse({ type: ShopSettingsDto })
  current(): Promise<ShopSettingsDto> {
    return this.settings.current();
  }

  @Roles('admin')
  @Get('edit')
  @ApiOperation({
    operationId: 'getEditableSettings',
    summary: 'The settings to edit (admin)',
    description: 'The same settings with each page as the Markdown the admin wrote. Admins only.',
  })
  @ApiBearerAuth()
  @ApiOkResponse({ type: EditableSettingsDto })
  editable(): Promise<EditableSettingsDto> {
    return this.settings.editable();
  }

  @Roles('admin')
  @Put()
  @ApiOperation({
    operationId: 'saveSettings',
    summary: 'Save the settings (admin)',
    description: 'Replaces every setting; shoppers see the change at once. Admins only.',
  })
  @ApiBearerAuth()
  @ApiOkResponse({ type: EditableSettingsDto })
  save(@Body() dto: SaveSettingsDto): Promise<EditableSettingsDto> {
    return this.settings.save(dto);
  }

  @Roles('admin')
  @Post('preview')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'previewSettingsMarkdown',
    summary: 'Preview a page (admin)',
    description: 'Renders Markdown as the shop would show it (sanitized), without saving. Admins only.',
  })
  @ApiBearerAuth()
  @ApiOkResponse({ type: PreviewHtmlDto })
  async preview(@Body() dto: PreviewMarkdownDto): Promise<PreviewHtmlDto> {
    return { html: await this.settings.preview(dto.markdown) };
  }
}
