import { lintMessages } from './lint-messages';

const BOUNDARY = "A module imports another module's services, DTOs, entities or Nest module only";
const CYCLE = 'Dependency cycle detected';

/** Each line of a fixture with the message ESLint must give on it, or null for none. */
const ACROSS_MODULES: [string, string | null][] = [
  ["import { CatalogPricing } from '../catalog/catalog-pricing';", BOUNDARY],
  ["import { priceUnderDeal } from '../deals/deal-rule';", BOUNDARY],
  ["import { toOrderDto } from '../orders/order-view';", BOUNDARY],
  ["import { ProductPricing } from '../catalog/product-pricing.service';", null],
  ["import { ProductDto } from '../catalog/dto/product.dto';", null],
  ["import { TrackingService } from '../orders/tracking/tracking.service';", null],
  ["import { TrackedOrderDto } from '../orders/tracking/tracking.dto';", null],
  ["import { signTrackingToken } from '../orders/tracking/tracking-links';", BOUNDARY],
  ["import { couponUsesSql } from '../orders/order.entity';", null],
  ["import { OrderEventDataDto } from '../orders/order-event.dto';", null],
  ["import { CatalogModule } from '../catalog/catalog.module';", null],
  ["import { priceLines } from '../../common/pricing';", null],
  ["import { CartItem } from './cart-item.entity';", null],
];

/** Linted as product-pricing.service.ts, which cart.service.ts imports: the first line closes a cycle. */
const CYCLES: [string, string | null][] = [
  ["import { CartService } from '../cart/cart.service';", CYCLE],
  ["import { Product } from './product.entity';", null],
];

/**
 * A backend module reaches another module only through its services, DTOs, entities and Nest
 * module, and no import goes round in a cycle (the root eslint.config.mjs; `npm run lint`).
 */
describe("ESLint's backend module boundaries", () => {
  let found: [string, string | null][][];

  beforeAll(() => {
    const fixtures = [
      { cases: ACROSS_MODULES, filePath: 'backend/src/modules/cart/lint-fixture.ts' },
      { cases: CYCLES, filePath: 'backend/src/modules/catalog/product-pricing.service.ts' },
    ];
    const answers = lintMessages(
      fixtures.map(({ cases, filePath }) => ({ text: cases.map(([code]) => code).join('\n'), filePath })),
    );
    found = fixtures.map(({ cases }, i) => {
      const byLine: (string | null)[] = cases.map(() => null);
      for (const { line, ruleId, message } of answers[i]) {
        if (ruleId === 'boundaries/dependencies' || ruleId === 'import-x/no-cycle') byLine[line - 1] = message;
      }
      return cases.map(([code], j) => [code, byLine[j]]);
    });
  }, 600_000);

  it("refuses another module's other files, and allows what it offers and common/", () => {
    expect(found[0]).toEqual(ACROSS_MODULES);
  });

  it('refuses an import that closes a cycle', () => {
    expect(found[1]).toEqual(CYCLES);
  });
});
