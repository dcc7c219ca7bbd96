import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { InvoiceDocument, InvoiceKind } from './invoice-document';

/**
 * An issued GST invoice or credit note. `document` is the complete snapshot printed on it
 * (seller, buyer, lines, taxes): later changes to settings or the catalogue never rewrite it.
 */
@Entity('invoices')
export class Invoice {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Null once an admin deleted the order: the document itself is kept. */
  @Column({ name: 'order_id', type: 'uuid', nullable: true })
  orderId: string | null;

  @Column({ type: 'varchar', length: 12 })
  kind: InvoiceKind;

  /** A credit note for one approved return's lines; null for the order's own invoice and whole credit note. */
  @Column({ name: 'return_id', type: 'uuid', nullable: true })
  returnId: string | null;

  @Column({ type: 'varchar', length: 20 })
  number: string;

  @Column({ type: 'varchar', length: 10 })
  series: string;

  @Column({ name: 'financial_year', type: 'varchar', length: 5 })
  financialYear: string;

  @Column({ type: 'int' })
  sequence: number;

  @Column({ name: 'issued_at', type: 'timestamptz' })
  issuedAt: Date;

  @Column({ type: 'jsonb' })
  document: InvoiceDocument;
}
