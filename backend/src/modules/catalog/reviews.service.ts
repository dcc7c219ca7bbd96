import { Transactions } from '../../infra/events';
import { Inject, Injectable, NotFoundException, OnModuleInit } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, Repository } from 'typeorm';
import { AccountRemovalHooks, AfterCommit } from '../auth/account-removal-hooks.service';
import { UsersService } from '../auth/users.service';
import { PostReviewDto, ProductReviewDto, ReviewDto, UserReviewDto } from './dto/review.dto';
import { Product } from './product.entity';
import { Review } from './review.entity';

function reviewView(review: Review): ReviewDto {
  return {
    _id: review.id,
    id: review.id,
    productId: review.productId,
    userId: review.userId,
    rating: review.rating,
    comment: review.comment,
    createdAt: review.createdAt,
    updatedAt: review.updatedAt,
  };
}

@Injectable()
export class ReviewsService implements OnModuleInit {
  constructor(
    @InjectRepository(Review) private readonly reviews: Repository<Review>,
    @InjectRepository(Product) private readonly products: Repository<Product>,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(AccountRemovalHooks) private readonly removalHooks: AccountRemovalHooks,
    @Inject(Transactions) private readonly transactions: Transactions,
  ) {}

  onModuleInit(): void {
    this.removalHooks.register((userId, manager) => this.removeAllBy(userId, manager));
  }

  /**
   * A deleted account takes its reviews along; the ratings of the products they rated are
   * recomputed without them in the same transaction. (The UPDATE still sees the reviews as they
   * were before the DELETE of the same statement, hence the user_id filter.)
   */
  private async removeAllBy(userId: string, manager: EntityManager): Promise<AfterCommit> {
    const [rated]: [{ id: string }[], number] = await manager.query(
      `WITH gone AS (DELETE FROM reviews WHERE user_id = $1 RETURNING product_id)
       UPDATE products p
          SET (rating, review_count) =
              (SELECT coalesce(round(avg(r.rating), 2), 0), count(*)
                 FROM reviews r WHERE r.product_id = p.id AND r.user_id <> $1)
        WHERE p.id IN (SELECT product_id FROM gone)
        RETURNING p.id`,
      [userId],
    );
    return () => this.transactions.published({ type: 'reviews.changed', productIds: rated.map(({ id }) => id) });
  }

  /**
   * One review per shopper per product: posting again replaces it. The product's rating and
   * review count are recomputed in the same transaction; locking the product row first makes
   * two simultaneous reviews of one product count each other.
   */
  async post(userId: string, dto: PostReviewDto): Promise<ReviewDto> {
    const saved = await this.transactions.run(async ({ manager, publish }) => {
      const product = await manager
        .getRepository(Product)
        .createQueryBuilder('p')
        .select('p.id')
        .where('p.id = :id', { id: dto.productId })
        .setLock('pessimistic_write')
        .getOne();
      if (!product) throw new NotFoundException('Product not found');
      await manager
        .createQueryBuilder()
        .insert()
        .into(Review)
        .values({ productId: dto.productId, userId, rating: dto.rating, comment: dto.comment ?? '' })
        .orUpdate(['rating', 'comment', 'updated_at'], ['product_id', 'user_id'])
        .execute();
      await manager.query(
        `UPDATE products
            SET (rating, review_count) =
                (SELECT coalesce(round(avg(rating), 2), 0), count(*) FROM reviews WHERE product_id = $1)
          WHERE id = $1`,
        [dto.productId],
      );
      publish({ type: 'reviews.changed', productIds: [dto.productId] });
      return manager.getRepository(Review).findOneByOrFail({ productId: dto.productId, userId });
    });
    return reviewView(saved);
  }

  /** A product's reviews, newest first, each with the reviewer's name. */
  async forProduct(productId: string): Promise<ProductReviewDto[]> {
    return this.withReviewerNames(
      await this.reviews.find({ where: { productId }, order: { createdAt: 'DESC', id: 'ASC' } }),
    );
  }

  /** Reviews (already loaded) with their reviewers' names, in one query. */
  async withReviewerNames(rows: Review[]): Promise<ProductReviewDto[]> {
    const reviewers = await this.users.usernames([...new Set(rows.map((row) => row.userId))]);
    return rows.map((row) => ({
      ...reviewView(row),
      user: { _id: row.userId, username: reviewers.get(row.userId) ?? '' },
    }));
  }

  /** A shopper's reviews, newest first, each with the product reviewed. */
  async forUser(userId: string): Promise<UserReviewDto[]> {
    const rows = await this.reviews.find({ where: { userId }, order: { createdAt: 'DESC', id: 'ASC' } });
    const productIds = [...new Set(rows.map((row) => row.productId))];
    const products = new Map(
      (productIds.length ? await this.products.findBy({ id: In(productIds) }) : []).map((p) => [p.id, p]),
    );
    return rows.flatMap((row) => {
      const product = products.get(row.productId);
      if (!product) return [];
      return [
        {
          ...reviewView(row),
          product: { _id: product.id, id: product.id, name: product.name, image: product.image },
        },
      ];
    });
  }

  total(): Promise<number> {
    return this.reviews.count();
  }

  /** How many reviews one shopper has written. */
  countByUser(userId: string): Promise<number> {
    return this.reviews.countBy({ userId });
  }
}
