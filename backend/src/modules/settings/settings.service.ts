import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AnswerCache } from '../../infra/cache';
import { Transactions } from '../../infra/events';
import type { EditableSettingsDto, SaveSettingsDto, ShopSettingsDto } from './dto/settings.dto';
import { renderMarkdown, type Placeholders } from './markdown';
import { DEFAULT_SETTINGS, SETTINGS_PAGE_SLUGS, SETTINGS_PAGES, type SettingsValues } from './settings.defaults';
import { ShopSettings } from './shop-settings.entity';

const SETTINGS_ID = 1;
/** The shoppers' view in the answer cache (tag `settings`): every page of the shop reads it. */
const SETTINGS_VIEW = 'settings view';

type Stored = SettingsValues & { updatedAt: Date | null };

/**
 * The owner's settings: one row, SPEC's texts until it exists. Reads go through the answer
 * cache, so a save (which publishes `settings.changed`) shows on every process within the
 * cache's bound (1 s, CACHE_TTL_MS at worst). Other modules read the return window through
 * returnWindowDays().
 */
@Injectable()
export class SettingsService {
  constructor(
    @InjectRepository(ShopSettings) private readonly settings: Repository<ShopSettings>,
    @Inject(AnswerCache) private readonly cache: AnswerCache,
    @Inject(Transactions) private readonly transactions: Transactions,
  ) {}

  /** What shoppers see: the pages rendered to sanitized HTML, placeholders filled in. */
  async current(): Promise<ShopSettingsDto> {
    const known = this.cache.get<ShopSettingsDto>(SETTINGS_VIEW);
    if (known) return known;
    const begunAt = this.cache.begin();
    const stored = await this.stored();
    const placeholders = placeholdersOf(stored);
    const view: ShopSettingsDto = {
      ...fieldsOf(stored),
      pages: SETTINGS_PAGES.map(({ slug, title }) => ({
        slug,
        title,
        html: renderMarkdown(stored.pages[slug], placeholders),
      })),
      updatedAt: stored.updatedAt,
    };
    this.cache.set(SETTINGS_VIEW, view, ['settings'], begunAt, JSON.stringify(view).length);
    return view;
  }

  /** Days after delivery within which a shopper may ask for a return (1 to 60). */
  async returnWindowDays(): Promise<number> {
    return (await this.current()).returnWindowDays;
  }

  /** What the admin's form edits: the Markdown as written. */
  async editable(): Promise<EditableSettingsDto> {
    return editableOf(await this.stored());
  }

  /** Replaces every setting; the shop shows the change at once (the cache drops `settings`). */
  async save(dto: SaveSettingsDto): Promise<EditableSettingsDto> {
    const pages = pagesBySlug(dto.pages);
    const saved = await this.settings.save({ ...fieldsOf(dto), id: SETTINGS_ID, pages });
    await this.transactions.published({ type: 'settings.changed' });
    return editableOf({ ...fieldsOf(saved), pages, updatedAt: saved.updatedAt });
  }

  /** Markdown as the shop would show it, with the saved settings' placeholders. */
  async preview(markdown: string): Promise<string> {
    const view = await this.current();
    return renderMarkdown(markdown, placeholdersOf(view));
  }

  private async stored(): Promise<Stored> {
    const row = await this.settings.findOneBy({ id: SETTINGS_ID });
    if (!row) return { ...DEFAULT_SETTINGS, updatedAt: null };
    // A page missing from the row (one added to the shop later) shows its default text.
    return { ...fieldsOf(row), pages: { ...DEFAULT_SETTINGS.pages, ...row.pages }, updatedAt: row.updatedAt };
  }
}

function fieldsOf(values: Omit<SettingsValues, 'pages'>): Omit<SettingsValues, 'pages'> {
  const { shopName, phone, email, heroTitle, heroText, returnWindowDays, communityUrl, socialUrl, socialName } = values;
  const footerLinks = values.footerLinks.map(({ label, url }) => ({ label, url }));
  return {
    shopName,
    phone,
    email,
    heroTitle,
    heroText,
    footerLinks,
    communityUrl,
    socialUrl,
    socialName,
    returnWindowDays,
  };
}

function placeholdersOf(values: Omit<SettingsValues, 'pages'>): Placeholders {
  const { shopName, phone, email, returnWindowDays } = values;
  return { shopName, phone, email, returnWindowDays };
}

function editableOf(stored: Stored): EditableSettingsDto {
  return {
    ...fieldsOf(stored),
    pages: SETTINGS_PAGE_SLUGS.map((slug) => ({ slug, markdown: stored.pages[slug] })),
    updatedAt: stored.updatedAt,
  };
}

/** Each page exactly once, or a 400 naming what is wrong. */
function pagesBySlug(pages: SaveSettingsDto['pages']): SettingsValues['pages'] {
  const bySlug = new Map(pages.map((page) => [page.slug, page.markdown]));
  const missing = SETTINGS_PAGE_SLUGS.filter((slug) => !bySlug.has(slug));
  if (bySlug.size !== pages.length) throw new BadRequestException(['pages must name each page once']);
  if (missing.length > 0) throw new BadRequestException([`pages must include: ${missing.join(', ')}`]);
  return Object.fromEntries(bySlug) as SettingsValues['pages'];
}
