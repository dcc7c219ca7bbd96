import {
  BeforeApplicationShutdown,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config';
import { UsersService } from '../../modules/auth/users.service';
import { CouponsService } from '../../modules/cart/coupons.service';
import { ImageUploadService } from '../../modules/catalog/image-upload.service';
import { ProductsService } from '../../modules/catalog/products.service';
import { VariantsService } from '../../modules/catalog/variants.service';
import { ReviewsService } from '../../modules/catalog/reviews.service';
import { DealsService } from '../../modules/deals/deals.service';
import { HeroVideoService } from '../../modules/deals/hero-video.service';
import { ReelsService } from '../../modules/reels/reels.service';
import { DatabaseServer } from '../database-server';
import {
  DEMO_COUPONS,
  DEMO_CUSTOMERS,
  DEMO_DEAL,
  DEMO_DEAL_PALETTE,
  DEMO_PRODUCTS,
  DEMO_REELS,
  DEMO_REVIEWS,
  DemoProduct,
  BANNER_WIDTH,
  bannerArt,
  PRODUCT_IMAGE_SIZE,
  productArtOf,
  demoStock,
  demoVariants,
  DEMO_VARIANT_SPECS,
  gstClassOf,
} from '../seed';
import { demoPictureSvgs, demoVariantPictureSvgs, DrawnPictures } from './drawn-pictures';

const DAY_MS = 24 * 3600 * 1000;
/** Products whose art is drawn and encoded at the same time (the image gate bounds the encoding). */
const RENDER_BATCH = 4;
const STATE_KEY = 'demo-seed';
/** Any constant will do: it only has to be the same in every process of this shop. */
const SEED_LOCK_KEY = 74_201_129;
/**
 * The demo hero video and its poster, made from the product art by scripts/make-hero-video.mjs
 * (ffmpeg is needed only there, not to run the shop).
 */
const HERO_DIR = join(__dirname, '..', '..', '..', 'data', 'hero');

/** The stored pictures of a demo product, and of each of its variants (null: the product's). */
interface StoredPictures {
  product: string[];
  variants: (string | null)[];
}

interface SeedState {
  done: boolean;
  /** Demo slug → product id of what is already stored, so an interrupted seed resumes. */
  products: Record<string, string>;
}

/**
 * Loads the demo catalogue, customers, reviews, deal, coupons and reels into an empty shop,
 * through each module's own service so the data obeys the same rules as an admin's input.
 * Drawing the product art takes a while, so it runs after boot while the shop already
 * answers; every step can be repeated, and an interrupted seed resumes at the next start.
 */
@Injectable()
export class DemoSeeder implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('DemoSeed');
  private stopping = false;
  /** Where the build keeps the pictures it drew ahead (replaceable, for tests). */
  pictures = new DrawnPictures();
  /** Settles when the boot-time seed has finished (or was not needed). */
  finished: Promise<void> = Promise.resolve();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly database: DatabaseServer,
    private readonly users: UsersService,
    private readonly products: ProductsService,
    private readonly variants: VariantsService,
    private readonly images: ImageUploadService,
    private readonly reviews: ReviewsService,
    private readonly deals: DealsService,
    private readonly heroVideos: HeroVideoService,
    private readonly coupons: CouponsService,
    private readonly reels: ReelsService,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.seedDemo === false || this.config.appRole === 'worker') return;
    this.finished = this.withSeedLock(() => this.seedIfNeeded()).catch((err: Error) =>
      this.logger.error(`Demo catalogue not loaded: ${err.stack ?? err.message}`),
    );
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await this.finished;
  }

  /** Seeds a new shop, or finishes an interrupted seed; never touches a shop with its own data. */
  async seedIfNeeded(products: DemoProduct[] = DEMO_PRODUCTS): Promise<void> {
    const state = await this.readState();
    if (state?.done) return;
    if (!state && (await this.products.count()) > 0) return;
    const started = Date.now();
    this.logger.log(state ? 'Resuming the demo catalogue' : 'Loading the demo catalogue');
    if (await this.seed(products, state ?? { done: false, products: {} })) {
      this.logger.log(`Demo catalogue loaded in ${Date.now() - started} ms`);
    }
  }

  /** Returns false when the shop began to stop before the seed was complete. */
  private async seed(demoProducts: DemoProduct[], state: SeedState, now = new Date()): Promise<boolean> {
    const admin = await this.users.findByEmail(this.config.adminEmail);
    if (!(await this.seedProducts(demoProducts, state, admin?.id ?? null))) return false;
    await this.seedCustomersAndReviews(state.products);
    await this.deals.save({
      title: DEMO_DEAL.title,
      description: DEMO_DEAL.description,
      discount: DEMO_DEAL.discount,
      image: await this.images.saveRendered(bannerArt(DEMO_DEAL.title, DEMO_DEAL_PALETTE), BANNER_WIDTH, 'banners'),
      heroVideo: await this.heroVideos.saveBytes(await readFile(join(HERO_DIR, 'hero-demo.webm'))),
      heroPoster: await this.images.saveBytes(await readFile(join(HERO_DIR, 'hero-poster.webp')), 'banners'),
      endDate: new Date(now.getTime() + DEMO_DEAL.durationDays * DAY_MS).toISOString(),
      categories: [...DEMO_DEAL.categories],
      isActive: true,
    });
    await this.seedCoupons(now);
    await this.seedReels();
    await this.writeState({ ...state, done: true });
    return true;
  }

  private async seedProducts(demoProducts: DemoProduct[], state: SeedState, authorId: string | null) {
    const missing = demoProducts.filter((demo) => !state.products[demo.slug]);
    const batches = Array.from({ length: Math.ceil(missing.length / RENDER_BATCH) }, (_, i) =>
      missing.slice(i * RENDER_BATCH, (i + 1) * RENDER_BATCH),
    );
    // Drawn and encoded together (the drawing gate bounds how many at once), stored in order. The
    // next batch is drawn while this one is written, so the cores draw while the database writes.
    const draw = (batch: DemoProduct[]): Promise<StoredPictures[]> => {
      const pictures = Promise.all(batch.map((demo) => this.storePictures(demo)));
      // Awaited below; a failure while the batch before is still being written waits for that.
      pictures.catch(() => undefined);
      return pictures;
    };
    let drawing = batches.length > 0 && !this.stopping ? draw(batches[0]) : null;
    for (const [index, batch] of batches.entries()) {
      if (!drawing) return false;
      const stored = await drawing;
      // A stopping shop starts no new drawing; what was drawn is still stored, leaving no orphan file.
      drawing = index + 1 < batches.length && !this.stopping ? draw(batches[index + 1]) : null;
      for (const [position, demo] of batch.entries()) {
        state.products[demo.slug] = await this.storeProduct(demo, stored[position], authorId);
        await this.writeState(state);
      }
    }
    return true;
  }

  /**
   * The product's pictures and its variants' own (null where a variant shows the product's): as
   * the build drew them ahead (see DrawnPictures), or else drawn now, each encoded once per
   * stored size straight from its drawing.
   */
  private async storePictures(demo: DemoProduct): Promise<StoredPictures> {
    const store = async (svg: string) => {
      const encoded =
        (await this.pictures.read(svg)) ?? (await this.images.encodeDrawing(productArtOf(svg), PRODUCT_IMAGE_SIZE));
      return this.images.saveEncoded(encoded, 'products');
    };
    const [product, variants] = await Promise.all([
      Promise.all(demoPictureSvgs(demo).map(store)),
      Promise.all(demoVariantPictureSvgs(demo).map((svg) => (svg ? store(svg) : null))),
    ]);
    return { product, variants };
  }

  private async storeProduct(demo: DemoProduct, pictures: StoredPictures, authorId: string | null): Promise<string> {
    const [image, ...additionalImages] = pictures.product;
    const input = {
      name: demo.name,
      category: demo.category,
      description: demo.description,
      material: demo.material,
      size: demo.size,
      metal: demo.metal,
      price: demo.price,
      oldPrice: demo.oldPrice,
      image,
      additionalImages,
      ...gstClassOf(demo),
    };
    const product = await this.products.create({ ...input, stock: demoStock(demo) }, authorId);
    // The trending flag is only editable on update, as in the admin's product form.
    if (demo.isTrending) await this.products.update(product.id, { ...input, isTrending: true });
    await this.storeVariants(product.id, demo, pictures.variants, authorId);
    return product.id;
  }

  /** Its option and variants, through the admin's own calls: each with its SKU, price, count and picture. */
  private async storeVariants(
    productId: string,
    demo: DemoProduct,
    pictures: (string | null)[],
    authorId: string | null,
  ): Promise<void> {
    const wanted = demoVariants(demo);
    if (wanted.length === 0) return;
    const values = wanted.map((variant) => variant.options[0]);
    const { variants } = await this.variants.setOptions(productId, [
      { name: DEMO_VARIANT_SPECS[demo.slug].option, values },
    ]);
    for (const [i, variant] of wanted.entries()) {
      const stored = variants.find((candidate) => candidate.options[0] === values[i])!;
      const { sku, price, oldPrice, stock } = variant;
      await this.variants.update(productId, stored.id, { sku, price, oldPrice, stock, image: pictures[i] }, authorId);
    }
  }

  private async seedCustomersAndReviews(productIds: Record<string, string>): Promise<void> {
    const customerIds = new Map<string, string>();
    for (const customer of DEMO_CUSTOMERS) {
      const user =
        (await this.users.findByEmail(customer.email)) ??
        (await this.users.create({
          email: customer.email,
          username: customer.username,
          // Demo shoppers exist to sign the reviews; nobody is meant to log in as them.
          password: randomBytes(18).toString('base64url'),
        }));
      await this.users.updateProfile(user.id, {
        username: customer.username,
        phone: customer.phone,
        shippingAddress: { ...customer.shippingAddress },
      });
      customerIds.set(customer.key, user.id);
    }
    for (const review of DEMO_REVIEWS) {
      const productId = productIds[review.productSlug];
      const userId = customerIds.get(review.authorKey);
      // Posting again updates the same review, so a resumed seed adds none twice.
      if (productId && userId)
        await this.reviews.post(userId, { productId, rating: review.rating, comment: review.comment });
    }
  }

  private async seedCoupons(now: Date): Promise<void> {
    for (const coupon of DEMO_COUPONS) {
      try {
        await this.coupons.create({
          code: coupon.code,
          discountPercentage: coupon.discountPercentage,
          expiryDate: new Date(now.getTime() + coupon.validDays * DAY_MS),
        });
      } catch (err) {
        if (!(err instanceof ConflictException)) throw err;
      }
    }
  }

  private async seedReels(): Promise<void> {
    const existing = new Set((await this.reels.list(true)).map((reel) => reel.instagramUrl));
    for (const reel of DEMO_REELS) {
      if (!existing.has(reel.instagramUrl)) await this.reels.create({ ...reel });
    }
  }

  private async readState(): Promise<SeedState | null> {
    const rows: { value: SeedState }[] = await this.dataSource.query(`SELECT value FROM app_state WHERE key = $1`, [
      STATE_KEY,
    ]);
    return rows[0]?.value ?? null;
  }

  private async writeState(state: SeedState): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO app_state (key, value) VALUES ($1, $2)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [STATE_KEY, JSON.stringify(state)],
    );
  }

  /**
   * Several API processes may boot on one empty PostgreSQL at once: an advisory lock lets one
   * of them seed while the others wait and then find it done. The embedded database serves a
   * single process (through a single connection), so it needs none.
   */
  private async withSeedLock(work: () => Promise<void>): Promise<void> {
    if (this.database.isEmbedded) return work();
    const runner = this.dataSource.createQueryRunner();
    try {
      await runner.query('SELECT pg_advisory_lock($1)', [SEED_LOCK_KEY]);
      await work();
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [SEED_LOCK_KEY]).catch(() => undefined);
      await runner.release();
    }
  }
}
