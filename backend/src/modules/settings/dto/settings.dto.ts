import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateNested,
  type ValidationOptions,
} from 'class-validator';
import { SETTINGS_PAGE_SLUGS, type SettingsPageSlug } from '../settings.defaults';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A phone as people write it: an optional +, then 8 to 15 digits with spaces or hyphens between. */
const PHONE = /^\+?\d(?:[ -]?\d){7,14}$/;
/** Longest Markdown a page may hold (about ten screens of text). */
export const PAGE_MARKDOWN_MAX = 20_000;

/** A site-relative path (one leading slash) or an absolute http(s) address: never javascript: or //host. */
export function isFooterUrl(value: unknown): boolean {
  if (typeof value !== 'string' || /[\s\\]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const IsFooterUrl = (options?: ValidationOptions) =>
  ValidateBy({ name: 'isFooterUrl', validator: { validate: isFooterUrl } }, options);

/** An absolute https address (the footer's external community group and social profile). */
export function isHttpsUrl(value: unknown): boolean {
  if (typeof value !== 'string' || /[\s\\]/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

const IsHttpsUrl = (options?: ValidationOptions) =>
  ValidateBy({ name: 'isHttpsUrl', validator: { validate: isHttpsUrl } }, options);

export class FooterLinkDto {
  @ApiProperty({ minLength: 1, maxLength: 40, example: 'About Us' })
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty({ message: 'A footer link needs a label' })
  @MaxLength(40, { message: 'A footer link label must be at most 40 characters' })
  label: string;

  @ApiProperty({ maxLength: 500, example: '/about-us', description: 'A site path (/about-us) or an http(s) address' })
  @Transform(trimmed)
  @IsString()
  @MaxLength(500, { message: 'A footer link URL must be at most 500 characters' })
  @IsFooterUrl({ message: 'A footer link URL must start with / or http(s)://' })
  url: string;
}

export class SettingsPageTextDto {
  @ApiProperty({ enum: SETTINGS_PAGE_SLUGS })
  @IsIn(SETTINGS_PAGE_SLUGS, { message: `page slug must be one of: ${SETTINGS_PAGE_SLUGS.join(', ')}` })
  slug: SettingsPageSlug;

  @ApiProperty({
    maxLength: PAGE_MARKDOWN_MAX,
    description:
      'Markdown; raw HTML is shown as text. {shopName}, {phone}, {email} and {returnWindowDays} are filled in.',
  })
  @IsString()
  @IsNotEmpty({ message: 'A page needs some text' })
  @MaxLength(PAGE_MARKDOWN_MAX, { message: `A page must be at most ${PAGE_MARKDOWN_MAX} characters` })
  markdown: string;
}

export class SettingsPageDto {
  @ApiProperty({ enum: SETTINGS_PAGE_SLUGS })
  slug: SettingsPageSlug;

  @ApiProperty()
  title: string;

  @ApiProperty({ description: 'The page text as sanitized HTML' })
  html: string;
}

/** The fields every view of the settings shares. */
class SettingsFieldsDto {
  @ApiProperty({ minLength: 1, maxLength: 80, example: 'Decor Shop' })
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty({ message: 'Shop name is required' })
  @MaxLength(80, { message: 'Shop name must be at most 80 characters' })
  shopName: string;

  @ApiProperty({ maxLength: 20, example: '+91 98765 43210' })
  @Transform(trimmed)
  @IsString()
  @MaxLength(20, { message: 'Phone must be at most 20 characters' })
  @Matches(PHONE, { message: 'Phone must be 8 to 15 digits, such as +91 98765 43210' })
  phone: string;

  @ApiProperty({ maxLength: 254, format: 'email', example: 'care@decorshop.example' })
  @Transform(trimmed)
  @IsString()
  @MaxLength(254, { message: 'E-mail must be at most 254 characters' })
  @IsEmail({}, { message: 'E-mail must be an e-mail address' })
  email: string;

  @ApiProperty({ minLength: 1, maxLength: 120 })
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty({ message: 'Hero title is required' })
  @MaxLength(120, { message: 'Hero title must be at most 120 characters' })
  heroTitle: string;

  @ApiProperty({ minLength: 1, maxLength: 400 })
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty({ message: 'Hero text is required' })
  @MaxLength(400, { message: 'Hero text must be at most 400 characters' })
  heroText: string;

  @ApiProperty({ type: [FooterLinkDto], maxItems: 12 })
  @IsArray()
  @ArrayMaxSize(12, { message: 'At most 12 footer links' })
  @ValidateNested({ each: true })
  @Type(() => FooterLinkDto)
  footerLinks: FooterLinkDto[];

  @ApiProperty({
    maxLength: 500,
    example: 'https://chat.whatsapp.com/AbCdEf123',
    description: "The footer's 'Join our community group' link (https)",
  })
  @Transform(trimmed)
  @IsString()
  @MaxLength(500, { message: 'Community group link must be at most 500 characters' })
  @IsHttpsUrl({ message: 'Community group link must start with https://' })
  communityUrl: string;

  @ApiProperty({
    maxLength: 500,
    example: 'https://www.instagram.com/decorshop',
    description: "The footer's 'Follow us on …' link (https)",
  })
  @Transform(trimmed)
  @IsString()
  @MaxLength(500, { message: 'Social profile link must be at most 500 characters' })
  @IsHttpsUrl({ message: 'Social profile link must start with https://' })
  socialUrl: string;

  @ApiProperty({
    minLength: 1,
    maxLength: 40,
    example: 'Instagram',
    description: "The network's name, as 'Follow us on <name>'",
  })
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty({ message: 'Social network name is required' })
  @MaxLength(40, { message: 'Social network name must be at most 40 characters' })
  socialName: string;

  @ApiProperty({ minimum: 1, maximum: 60, example: 7, description: 'Days after delivery a return may be asked for' })
  @IsInt({ message: 'Return window must be a whole number of days' })
  @Min(1, { message: 'Return window must be at least 1 day' })
  @Max(60, { message: 'Return window must be at most 60 days' })
  returnWindowDays: number;
}

/** The admin's save: every field, each page's Markdown once. */
export class SaveSettingsDto extends SettingsFieldsDto {
  @ApiProperty({ type: [SettingsPageTextDto], description: 'Each information page once' })
  @IsArray()
  @ArrayMaxSize(SETTINGS_PAGE_SLUGS.length, { message: `At most ${SETTINGS_PAGE_SLUGS.length} pages` })
  @ValidateNested({ each: true })
  @Type(() => SettingsPageTextDto)
  pages: SettingsPageTextDto[];
}

/** What the admin's form edits: the Markdown as written. */
export class EditableSettingsDto extends SettingsFieldsDto {
  @ApiProperty({ type: [SettingsPageTextDto] })
  pages: SettingsPageTextDto[];

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'Null while SPEC defaults apply' })
  updatedAt: Date | null;
}

/** What shoppers see: the pages as sanitized HTML. */
export class ShopSettingsDto extends SettingsFieldsDto {
  @ApiProperty({ type: [SettingsPageDto] })
  pages: SettingsPageDto[];

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'Null while SPEC defaults apply' })
  updatedAt: Date | null;
}

export class PreviewMarkdownDto {
  @ApiProperty({ maxLength: PAGE_MARKDOWN_MAX })
  @IsString()
  @MaxLength(PAGE_MARKDOWN_MAX, { message: `A page must be at most ${PAGE_MARKDOWN_MAX} characters` })
  markdown: string;
}

export class PreviewHtmlDto {
  @ApiProperty({ description: 'The Markdown as the shop will show it (sanitized HTML)' })
  html: string;
}
