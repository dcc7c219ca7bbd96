import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { idempotent, requestHash } from '../../common/http/idempotency';
import { paiseToDecimal, toPaise } from '../../common/money';
import { Transactions, Tx } from '../../infra/events';
import { DealsService } from '../deals/deals.service';
import {
  BulkVariantsDto,
  CreateVariantDto,
  MAX_VARIANTS,
  OptionInputDto,
  UpdateVariantDto,
} from './dto/variant-input.dto';
import type { VariantProductDto } from './dto/variant.dto';
import { parseRupees } from './dto/rupee-amount';
import { Product } from './product.entity';
import { defaultSku, ProductOption, ProductVariant, variantTitle } from './product-variant.entity';
import { ProductWebhooks } from './product-webhooks';
import { StockService } from './stock.service';
import { productView } from './product-view';

export const NOTHING_TO_CHANGE_MESSAGE = 'Send at least one field to change.';
const SKU_PART_LENGTH = 14;

/** A variant's values as one key: the same combination in any case is the same key. */
const comboKey = (values: string[]) => JSON.stringify(values.map((value) => value.toLowerCase()));

/** Every combination of the options' values, the first option varying slowest; [[]] without options. */
function combinations(options: ProductOption[]): string[][] {
  return options.reduce<string[][]>(
    (combos, option) => combos.flatMap((combo) => option.values.map((value) => [...combo, value])),
    [[]],
  );
}

/** 400 for options a product cannot have: names or values given twice, too many combinations. */
function checkedOptions(input: OptionInputDto[]): ProductOption[] {
  const names = new Set<string>();
  for (const option of input) {
    if (names.has(option.name.toLowerCase())) {
      throw new BadRequestException(`Option names must differ: "${option.name}" is given twice.`);
    }
    names.add(option.name.toLowerCase());
    const values = new Set<string>();
    for (const value of option.values) {
      if (values.has(value.toLowerCase())) {
        throw new BadRequestException(`The values of ${option.name} must differ: "${value}" is given twice.`);
      }
      values.add(value.toLowerCase());
    }
  }
  const count = input.reduce((product, option) => product * option.values.length, 1);
  if (count > MAX_VARIANTS) {
    throw new BadRequestException(`These options make ${count} variants; a product has at most ${MAX_VARIANTS}.`);
  }
  return input.map((option) => ({ name: option.name, values: [...option.values] }));
}

/** The given values spelled as the product's options spell them; 400 naming what does not match. */
function matchedValues(product: Product, values: string[]): string[] {
  if (product.options.length === 0) {
    throw new BadRequestException(`"${product.name}" has no options: set its options first.`);
  }
  if (values.length !== product.options.length) {
    const names = product.options.map((option) => option.name).join(', ');
    throw new BadRequestException(`Give one value of each option of "${product.name}", in order: ${names}.`);
  }
  return product.options.map((option, i) => {
    const match = option.values.find((value) => value.toLowerCase() === values[i].toLowerCase());
    if (match === undefined) {
      throw new BadRequestException(
        `"${values[i]}" is not a ${option.name} of "${product.name}" (${option.values.join(', ')}).`,
      );
    }
    return match;
  });
}

/** A new variant's SKU: the default SKU and its values upper-cased, letters and digits only. */
function generatedSku(productId: string, options: ProductOption[], values: string[]): string {
  const parts = values.map((value, i) => {
    const part = value
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, SKU_PART_LENGTH);
    return part || `V${options[i].values.indexOf(value) + 1}`;
  });
  return [defaultSku(productId), ...parts].join('-');
}

const rupeesText = (value: number | string) => paiseToDecimal(parseRupees(value)!);
const oldRupeesText = (value: number | string | null | undefined) =>
  value === null || value === undefined || value === '' ? null : rupeesText(value);

/** The unique index a statement met, when it was one. */
function uniqueViolation(error: unknown): string | undefined {
  const driverError = (error as { driverError?: { code?: string; constraint?: string } }).driverError;
  return driverError?.code === '23505' ? driverError.constraint : undefined;
}

/**
 * The admin's variants: a product's options and the variants generated from them, each
 * variant's SKU, price, stock and pictures, their order, and many prices and counts at once.
 * Every write runs in one transaction that first locks the product (as stock moves do), records
 * product.updated for the webhooks and publishes product.changed for after the commit; counts
 * move through StockService, so each change is kept in the stock history.
 */
@Injectable()
export class VariantsService {
  constructor(
    @InjectRepository(Product) private readonly products: Repository<Product>,
    @InjectRepository(ProductVariant) private readonly variants: Repository<ProductVariant>,
    @Inject(DealsService) private readonly deals: DealsService,
    @Inject(Transactions) private readonly transactions: Transactions,
    @Inject(StockService) private readonly stock: StockService,
    private readonly webhooks: ProductWebhooks,
  ) {}

  /** The product with its options and variants, priced under the deal of now. */
  async product(id: string): Promise<VariantProductDto> {
    const [product, variants, deal] = await Promise.all([
      this.products.findOneBy({ id }),
      this.variants.find({ where: { productId: id }, order: { position: 'ASC', id: 'ASC' } }),
      this.deals.applied(),
    ]);
    if (!product) throw new NotFoundException('Product not found');
    return productView(product, deal, variants) as VariantProductDto;
  }

  /**
   * Sets the options and generates the variants: a variant whose values are still a combination
   * keeps its id, SKU, price and stock (values matched by option name in any case; a new option
   * gives it its first value, a removed one merges the variants into the first of them); each
   * new combination is created at the product's lowest price with no stock; the rest are deleted.
   */
  async setOptions(productId: string, input: OptionInputDto[]): Promise<VariantProductDto> {
    const options = checkedOptions(input);
    return this.write(productId, async (tx, product) => {
      const current = await this.variantsOf(tx, productId);
      const oldIndex = new Map(product.options.map((option, i) => [option.name.toLowerCase(), i]));
      const target = (variant: ProductVariant): string[] | null => {
        const values = options.map((option) => {
          const i = oldIndex.get(option.name.toLowerCase());
          if (i === undefined) return option.values[0];
          const old = variant.optionValues[i]?.toLowerCase();
          return option.values.find((value) => value.toLowerCase() === old) ?? null;
        });
        return values.some((value) => value === null) ? null : (values as string[]);
      };
      const kept = new Map<string, ProductVariant>();
      for (const variant of current) {
        const values = target(variant);
        if (values && !kept.has(comboKey(values))) kept.set(comboKey(values), variant);
      }
      const keptIds = new Set([...kept.values()].map((variant) => variant.id));
      const dropped = current.filter((variant) => !keptIds.has(variant.id)).map((variant) => variant.id);
      const lowest = current.reduce((low, variant) => Math.min(low, toPaise(variant.price)), Infinity);

      await tx.manager.getRepository(Product).update({ id: productId }, { options });
      if (dropped.length > 0) await tx.manager.getRepository(ProductVariant).delete({ id: In(dropped) });
      const combos = combinations(options);
      const updates: { id: string; values: string[]; position: number }[] = [];
      const added: string[][] = [];
      combos.forEach((values, position) => {
        const variant = kept.get(comboKey(values));
        if (variant) updates.push({ id: variant.id, values, position });
        else added.push(values);
      });
      // (product_id, option_values) is unique row by row: the kept variants step aside to a value
      // of their own first, so that two of them may trade values (options put in another order).
      await tx.manager.query(
        `UPDATE product_variants SET option_values = jsonb_build_array(id::text) WHERE id = ANY($1::uuid[])`,
        [updates.map((update) => update.id)],
      );
      await tx.manager.query(
        `UPDATE product_variants v SET option_values = u.option_values::jsonb, position = u.position, updated_at = now()
         FROM unnest($1::uuid[], $2::text[], $3::int[]) AS u(id, option_values, position) WHERE v.id = u.id`,
        [
          updates.map((update) => update.id),
          updates.map((update) => JSON.stringify(update.values)),
          updates.map((update) => update.position),
        ],
      );
      if (added.length > 0) {
        const skus = await this.freeSkus(
          tx,
          added.map((values) => generatedSku(productId, options, values)),
        );
        await tx.manager.getRepository(ProductVariant).insert(
          added.map((values, i) => ({
            productId,
            sku: skus[i],
            optionValues: values,
            price: paiseToDecimal(lowest),
            oldPrice: null,
            stock: 0,
            position: combos.findIndex((combo) => comboKey(combo) === comboKey(values)),
          })),
        );
      }
    });
  }

  /** Adds one combination of the product's options as a variant. */
  async create(productId: string, dto: CreateVariantDto, actorId: string | null): Promise<VariantProductDto> {
    return this.write(productId, async (tx, product) => {
      const values = matchedValues(product, dto.options);
      const current = await this.variantsOf(tx, productId);
      this.checkCombinationFree(product, current, values);
      if (current.length >= MAX_VARIANTS) {
        throw new BadRequestException(`"${product.name}" has ${MAX_VARIANTS} variants, the most a product may have.`);
      }
      if (dto.sku !== undefined) await this.checkSkuFree(tx, dto.sku, null);
      const sku = dto.sku ?? (await this.freeSkus(tx, [generatedSku(productId, product.options, values)]))[0];
      const stock = dto.stock ?? null;
      const saved = await tx.manager.getRepository(ProductVariant).save({
        productId,
        sku,
        optionValues: values,
        price: rupeesText(dto.price),
        oldPrice: oldRupeesText(dto.oldPrice),
        stock,
        image: dto.image || null,
        additionalImages: dto.additionalImages ?? [],
        weightGrams: dto.weightGrams ?? null,
        position: current.reduce((last, variant) => Math.max(last, variant.position), -1) + 1,
      });
      await this.stock.recordInitial(tx.manager, { productId, variantId: saved.id }, stock, actorId);
    });
  }

  /** Saves the fields given; a count goes through the stock history. */
  async update(
    productId: string,
    variantId: string,
    dto: UpdateVariantDto,
    actorId: string | null,
  ): Promise<VariantProductDto> {
    if (Object.values(dto).every((value) => value === undefined)) {
      throw new BadRequestException(NOTHING_TO_CHANGE_MESSAGE);
    }
    return this.write(productId, async (tx, product) => {
      const current = await this.variantsOf(tx, productId);
      const variant = current.find((candidate) => candidate.id === variantId);
      if (!variant) throw new NotFoundException('Variant not found');
      const fields: Partial<ProductVariant> = {};
      if (dto.options !== undefined) {
        fields.optionValues = matchedValues(product, dto.options);
        this.checkCombinationFree(
          product,
          current.filter((other) => other.id !== variantId),
          fields.optionValues,
        );
      }
      if (dto.sku !== undefined) {
        await this.checkSkuFree(tx, dto.sku, variantId);
        fields.sku = dto.sku;
      }
      if (dto.price !== undefined) fields.price = rupeesText(dto.price);
      if (dto.oldPrice !== undefined) fields.oldPrice = oldRupeesText(dto.oldPrice);
      if (dto.image !== undefined) fields.image = dto.image || null;
      if (dto.additionalImages !== undefined) fields.additionalImages = dto.additionalImages;
      if (dto.weightGrams !== undefined) fields.weightGrams = dto.weightGrams;
      if (Object.keys(fields).length > 0) {
        await tx.manager.getRepository(ProductVariant).update({ id: variantId }, fields);
      }
      if (dto.stock !== undefined) {
        await this.stock.set({ productId, variantId }, dto.stock, { actorId, note: 'Variant form' }, tx);
      }
    });
  }

  /** Deletes a variant; a product keeps at least one (400). */
  async remove(productId: string, variantId: string): Promise<VariantProductDto> {
    return this.write(productId, async (tx, product) => {
      const current = await this.variantsOf(tx, productId);
      const variant = current.find((candidate) => candidate.id === variantId);
      if (!variant) throw new NotFoundException('Variant not found');
      if (current.length === 1) {
        throw new BadRequestException(`"${product.name}" needs at least one variant: this is its last.`);
      }
      await tx.manager.getRepository(ProductVariant).delete({ id: variantId });
    });
  }

  /** Puts the product's variants in the order given, which must name each of them once. */
  async reorder(productId: string, variantIds: string[]): Promise<VariantProductDto> {
    return this.write(productId, async (tx, product) => {
      const current = await this.variantsOf(tx, productId);
      const known = new Set(current.map((variant) => variant.id));
      const given = new Set(variantIds);
      if (given.size !== variantIds.length || given.size !== known.size || variantIds.some((id) => !known.has(id))) {
        throw new BadRequestException(
          `Send the ids of all ${known.size} variants of "${product.name}", each once, in the order wanted.`,
        );
      }
      await tx.manager.query(
        `UPDATE product_variants v SET position = u.position - 1, updated_at = now()
         FROM unnest($1::uuid[]) WITH ORDINALITY AS u(id, position) WHERE v.id = u.id AND v.position <> u.position - 1`,
        [variantIds],
      );
    });
  }

  /**
   * Many prices and counts of variants of any products in one transaction. With an idempotency
   * key, a repeat answers the products as they are now (`replayed`) instead of counting again.
   */
  async bulkOnce(
    dto: BulkVariantsDto,
    actorId: string,
    idempotencyKey?: string,
  ): Promise<{ result: VariantProductDto[]; replayed: boolean }> {
    const hash = requestHash(dto);
    const find = async () => {
      const [row] = await this.variants.manager.query<{ request_hash: string; product_ids: string[] }[]>(
        `SELECT request_hash, product_ids FROM variant_bulk_edits WHERE actor_id = $1 AND idempotency_key = $2`,
        [actorId, idempotencyKey],
      );
      return row && { requestHash: row.request_hash, answer: () => this.productsOf(row.product_ids) };
    };
    const edit = () => this.bulk(dto, actorId, idempotencyKey ? { key: idempotencyKey, hash } : null);
    return idempotent(idempotencyKey, hash, 'variant_bulk_edits_idempotency_key', find, edit);
  }

  private async bulk(
    dto: BulkVariantsDto,
    actorId: string,
    idempotency: { key: string; hash: string } | null,
  ): Promise<VariantProductDto[]> {
    const ids = dto.variants.map((line) => line.id);
    const twice = ids.find((id, i) => ids.indexOf(id) !== i);
    if (twice) throw new BadRequestException(`Variant ${twice} is given twice.`);
    const empty = dto.variants.find(
      (line) => line.price === undefined && line.oldPrice === undefined && line.stock === undefined,
    );
    if (empty) throw new BadRequestException(`Send a price, oldPrice or stock for variant ${empty.id}.`);

    const productIds = await this.transactions.run(async (tx) => {
      const owners = await tx.manager.query<{ id: string; product_id: string }[]>(
        `SELECT id, product_id FROM product_variants WHERE id = ANY($1::uuid[])`,
        [ids],
      );
      const productOf = new Map(owners.map((row) => [row.id, row.product_id]));
      const unknown = ids.find((id) => !productOf.has(id));
      if (unknown) throw new NotFoundException(`Variant not found: ${unknown}`);
      const touched = [...new Set(ids.map((id) => productOf.get(id)!))];
      // The products in id order, then their variants: the order stock moves lock them in.
      await tx.manager.query(`SELECT id FROM products WHERE id = ANY($1::uuid[]) ORDER BY id FOR NO KEY UPDATE`, [
        touched,
      ]);
      await tx.manager.query(
        `SELECT id FROM product_variants WHERE id = ANY($1::uuid[]) ORDER BY id FOR NO KEY UPDATE`,
        [ids],
      );
      const priced = dto.variants.filter((line) => line.price !== undefined || line.oldPrice !== undefined);
      if (priced.length > 0) {
        await tx.manager.query(
          `UPDATE product_variants v
           SET price = coalesce(u.price, v.price),
               old_price = CASE WHEN u.old_given THEN u.old_price ELSE v.old_price END,
               updated_at = now()
           FROM unnest($1::uuid[], $2::numeric[], $3::boolean[], $4::numeric[]) AS u(id, price, old_given, old_price)
           WHERE v.id = u.id`,
          [
            priced.map((line) => line.id),
            priced.map((line) => (line.price === undefined ? null : rupeesText(line.price))),
            priced.map((line) => line.oldPrice !== undefined),
            priced.map((line) => oldRupeesText(line.oldPrice)),
          ],
        );
      }
      for (const line of dto.variants) {
        if (line.stock === undefined) continue;
        const ref = { actorId, note: 'Bulk edit' };
        await this.stock.set({ productId: productOf.get(line.id)!, variantId: line.id }, line.stock, ref, tx);
      }
      for (const productId of touched) await this.recordChange(tx, productId);
      if (idempotency) {
        await tx.manager.query(
          `INSERT INTO variant_bulk_edits (actor_id, idempotency_key, request_hash, product_ids)
           VALUES ($1, $2, $3, $4::uuid[])`,
          [actorId, idempotency.key, idempotency.hash, touched],
        );
      }
      return touched;
    });
    return this.productsOf(productIds);
  }

  private productsOf(ids: string[]): Promise<VariantProductDto[]> {
    return Promise.all(ids.map((id) => this.product(id)));
  }

  /**
   * One write to a product's variants: the product locked first, then `work`, then product.updated
   * and product.changed with the product as the database now keeps it; answers the product after.
   */
  private async write(
    productId: string,
    work: (tx: Tx, product: Product) => Promise<void>,
  ): Promise<VariantProductDto> {
    try {
      await this.transactions.run(async (tx) => {
        const [locked] = await tx.manager.query<{ id: string }[]>(
          `SELECT id FROM products WHERE id = $1 FOR NO KEY UPDATE`,
          [productId],
        );
        if (!locked) throw new NotFoundException('Product not found');
        const product = await tx.manager.getRepository(Product).findOneByOrFail({ id: productId });
        await work(tx, product);
        await this.recordChange(tx, productId);
      });
    } catch (error) {
      const index = uniqueViolation(error);
      // Two admins at once: the checks above passed for both, the unique indexes refuse the second.
      if (index === 'product_variants_sku_key') throw new ConflictException('That SKU is already in use.');
      if (index === 'product_variants_product_options_key') {
        throw new ConflictException('A variant with these option values exists already.');
      }
      throw error;
    }
    return this.product(productId);
  }

  private async recordChange(tx: Tx, productId: string): Promise<void> {
    const saved = await this.webhooks.snapshot(tx.manager, productId);
    if (!saved) throw new NotFoundException('Product not found');
    await this.webhooks.record(tx, 'product.updated', saved);
    tx.publish({ type: 'product.changed', productIds: [productId] });
  }

  private variantsOf(tx: Tx, productId: string): Promise<ProductVariant[]> {
    return tx.manager
      .getRepository(ProductVariant)
      .find({ where: { productId }, order: { position: 'ASC', id: 'ASC' } });
  }

  private checkCombinationFree(product: Product, others: ProductVariant[], values: string[]): void {
    if (others.some((variant) => comboKey(variant.optionValues) === comboKey(values))) {
      const title = variantTitle(product.options, values);
      throw new ConflictException(`"${product.name}" already has the variant ${title}.`);
    }
  }

  private async checkSkuFree(tx: Tx, sku: string, variantId: string | null): Promise<void> {
    const rows = await tx.manager.query<unknown[]>(
      `SELECT 1 FROM product_variants WHERE lower(sku) = lower($1) AND id IS DISTINCT FROM $2::uuid`,
      [sku, variantId],
    );
    if (rows.length > 0) throw new ConflictException(`The SKU "${sku}" is already in use.`);
  }

  /** The SKUs wanted, each made unique (in any case) with a number where one is taken. */
  private async freeSkus(tx: Tx, wanted: string[]): Promise<string[]> {
    const taken = new Set(
      (
        await tx.manager.query<{ sku: string }[]>(
          `SELECT lower(sku) AS sku FROM product_variants WHERE lower(sku) LIKE ANY($1::text[])`,
          [wanted.map((sku) => `${sku.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`)],
        )
      ).map((row) => row.sku),
    );
    return wanted.map((sku) => {
      let free = sku;
      for (let n = 2; taken.has(free.toLowerCase()); n++) free = `${sku}-${n}`;
      taken.add(free.toLowerCase());
      return free;
    });
  }
}
