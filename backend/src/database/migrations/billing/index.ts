import type { MigrationInterface } from 'typeorm';
import { GstInvoicesRefunds1733000400000 } from './1733000400000-gst-invoices-refunds';
import { BillingOrderChanges1733000400001 } from './1733000400001-billing-order-changes';

/** Migrations of GST invoices and refunds (timestamps 17330004xxxxx), oldest first. */
export const BILLING_MIGRATIONS: (new () => MigrationInterface)[] = [
  GstInvoicesRefunds1733000400000,
  BillingOrderChanges1733000400001,
];
