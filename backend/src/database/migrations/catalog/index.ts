import type { MigrationInterface } from 'typeorm';
import { Catalogue1732000002000 } from './1732000002000-catalogue';
import { ListingSortIndexes1733000700001 } from './1733000700001-listing-sort-indexes';
import { SearchWords1733000700002 } from './1733000700002-search-words';
import { DealHeroVideo1733000800000 } from './1733000800000-deal-hero-video';
import { CategoryListingCover1733001100000 } from './1733001100000-category-listing-cover';
import { PaidPrice1733001500000 } from './1733001500000-paid-price';
import { SoldOutListing1733001600000 } from './1733001600000-sold-out-listing';
import { PriceBands1733003200000 } from './1733003200000-price-bands';
import { Variants1733003300000 } from './1733003300000-variants';
import { VariantBulkEdits1733003300100 } from './1733003300100-variant-bulk-edits';
import { VariantFilters1733003300200 } from './1733003300200-variant-filters';
import { RefundLineVariants1733003300300 } from './1733003300300-refund-line-variants';
import { OptionCountOrder1733003300400 } from './1733003300400-option-count-order';
import { VariantStockHistory1733003300500 } from './1733003300500-variant-stock-history';
import { OptionCombinations1733003300600 } from './1733003300600-option-combinations';
import { KeptStockMoves1733003300710 } from './1733003300710-kept-stock-moves';
import { PlannedOptionTags1733003300800 } from './1733003300800-planned-option-tags';
import { PageCost1733003300900 } from './1733003300900-page-cost';
import { OptionTagsInListing1733003300950 } from './1733003300950-option-tags-in-listing';
import { SalesLeaveProducts1733003301000 } from './1733003301000-sales-leave-products';
import { PriceBandEdges1733003301100 } from './1733003301100-price-band-edges';

/** Migrations of the catalog area, oldest first. */
export const CATALOG_MIGRATIONS: (new () => MigrationInterface)[] = [
  Catalogue1732000002000,
  ListingSortIndexes1733000700001,
  SearchWords1733000700002,
  DealHeroVideo1733000800000,
  CategoryListingCover1733001100000,
  PaidPrice1733001500000,
  SoldOutListing1733001600000,
  PriceBands1733003200000,
  Variants1733003300000,
  VariantBulkEdits1733003300100,
  VariantFilters1733003300200,
  RefundLineVariants1733003300300,
  OptionCountOrder1733003300400,
  VariantStockHistory1733003300500,
  OptionCombinations1733003300600,
  KeptStockMoves1733003300710,
  PlannedOptionTags1733003300800,
  PageCost1733003300900,
  OptionTagsInListing1733003300950,
  SalesLeaveProducts1733003301000,
  PriceBandEdges1733003301100,
];
