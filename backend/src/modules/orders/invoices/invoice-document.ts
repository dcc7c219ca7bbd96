import { Paise, toPaise } from '../../../common/money';
import type { SellerSettings } from '../../../config';
import { gstStateCode } from '@decor-shop/india';
import { allocate, lineTaxes } from '../../../common/pricing';
import type { Order } from '../order.entity';
import { amountInWords } from './amount-in-words';

export type InvoiceKind = 'invoice' | 'credit_note';

/** CGST + SGST when the goods stay in the seller's state, IGST when they cross a state line. */
export type SupplyType = 'intra_state' | 'inter_state';

export interface InvoiceLine {
  /** The product's name, with its variant's options: "Round Mirror (Size: Large / Finish: Walnut)". */
  description: string;
  /** The SKU sold (null on lines sold before SKUs, or issued before they were printed). */
  sku?: string | null;
  /** The order line's variant and its options (absent on documents issued before they were kept). */
  variantId?: string | null;
  variantTitle?: string | null;
  hsnCode: string | null;
  quantity: number;
  unitPrice: Paise;
  value: Paise;
  discount: Paise;
  taxable: Paise;
  ratePercent: number;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  total: Paise;
}

/** Everything printed on an invoice or credit note; amounts in integer paise. */
export interface InvoiceDocument {
  kind: InvoiceKind;
  number: string;
  issuedAt: string;
  financialYear: string;
  /** For a credit note: the invoice it reverses. */
  against: { number: string; issuedAt: string } | null;
  order: { id: string; placedAt: string; paymentMethod: string; couponCode: string | null };
  seller: { legalName: string; address: string; state: string; stateCode: string; gstin: string };
  buyer: {
    name: string;
    email: string;
    address: string;
    city: string;
    state: string;
    pincode: string;
  };
  placeOfSupply: { state: string; stateCode: string | null };
  supplyType: SupplyType;
  lines: InvoiceLine[];
  totals: {
    value: Paise;
    discount: Paise;
    taxable: Paise;
    cgst: Paise;
    sgst: Paise;
    igst: Paise;
    tax: Paise;
    total: Paise;
  };
  amountInWords: string;
}

export interface DocumentHeader {
  kind: InvoiceKind;
  number: string;
  issuedAt: Date;
  financialYear: string;
  against: { number: string; issuedAt: string } | null;
}

/** A line of an order given back by a return: a credit note for a return covers only these. */
export interface ReturnedLine {
  itemId: string;
  quantity: number;
}

type LineAmounts = { value: Paise; discount: Paise; taxable: Paise; tax: Paise };

function lineOf(
  item: Order['items'][number],
  unitPrice: Paise,
  quantity: number,
  amounts: LineAmounts,
  ratePercent: number,
  supplyType: SupplyType,
): InvoiceLine {
  const { value, discount, taxable, tax } = amounts;
  const cgst = supplyType === 'intra_state' ? Math.ceil(tax / 2) : 0;
  const sgst = supplyType === 'intra_state' ? tax - cgst : 0;
  return {
    description: item.variantTitle ? `${item.name} (${item.variantTitle})` : item.name,
    sku: item.sku,
    variantId: item.variantId,
    variantTitle: item.variantTitle,
    hsnCode: item.hsnCode,
    quantity,
    unitPrice,
    value,
    discount,
    taxable,
    ratePercent,
    cgst,
    sgst,
    igst: supplyType === 'inter_state' ? tax : 0,
    total: taxable + tax,
  };
}

/**
 * The returned part of each line. A whole line is the invoice's line; part of one is its share
 * rounded to the paisa, with the total rounded as the refund ledger rounds what it gives back
 * (RefundLedger), so the credit note and the refund agree to the paisa.
 */
function returnedLines(
  items: Order['items'],
  invoiced: InvoiceLine[],
  returned: ReturnedLine[],
  supplyType: SupplyType,
): InvoiceLine[] {
  return items.flatMap((item, i) => {
    const line = invoiced[i];
    const quantity = returned.find((r) => r.itemId === item.id)?.quantity ?? 0;
    if (quantity === 0) return [];
    if (quantity === line.quantity) return [line];
    const share = (paise: Paise) => Math.round((paise * quantity) / line.quantity);
    const taxable = share(line.taxable);
    const amounts = { value: share(line.value), discount: 0, taxable, tax: share(line.total) - taxable };
    amounts.discount = amounts.value - taxable;
    return [lineOf(item, line.unitPrice, quantity, amounts, line.ratePercent, supplyType)];
  });
}

/** Whether the shipping state is the seller's (by name, any case). */
export function supplyTypeOf(sellerState: string, shippingState: string): SupplyType {
  return sellerState.trim().toLowerCase() === shippingState.trim().toLowerCase() ? 'intra_state' : 'inter_state';
}

/**
 * The invoice of an order: each line's taxable value and tax come from the same split the
 * order was charged by (common/pricing.ts lineTaxes), so the invoice adds up to the order's amount
 * to the paisa. Intra-state tax is halved into CGST and SGST (the odd paisa goes to CGST).
 */
export function buildInvoiceDocument(
  header: DocumentHeader,
  order: Order,
  seller: SellerSettings,
  buyerName: string,
  returned?: ReturnedLine[],
): InvoiceDocument {
  const items = [...order.items].sort((a, b) => a.position - b.position);
  const priced = items.map((item) => ({
    unitPricePaise: toPaise(item.unitPrice),
    quantity: item.quantity,
    gstRatePercent: item.gstRate ?? 18,
  }));
  const taxed = lineTaxes(priced, order.couponPercent, order.taxMode);
  const charged = toPaise(order.tax);
  if (taxed.reduce((sum, line) => sum + line.tax, 0) !== charged) {
    // An order priced under another rule (e.g. before per-line rates were recorded): print
    // what was charged, spread over the taxable values.
    allocate(
      charged,
      taxed.map((line) => line.taxable),
    ).forEach((tax, i) => (taxed[i].tax = tax));
  }
  const address = order.shippingAddress;
  const supplyType = supplyTypeOf(seller.state, address.state);
  const all: InvoiceLine[] = items.map((item, i) => {
    const { value, discount, taxable, ratePercent, tax } = taxed[i];
    return lineOf(
      item,
      priced[i].unitPricePaise,
      item.quantity,
      { value, discount, taxable, tax },
      ratePercent,
      supplyType,
    );
  });
  const lines = returned ? returnedLines(items, all, returned, supplyType) : all;
  const sum = (key: keyof InvoiceLine) => lines.reduce((total, line) => total + (line[key] as number), 0);
  const totals = {
    value: sum('value'),
    discount: sum('discount'),
    taxable: sum('taxable'),
    cgst: sum('cgst'),
    sgst: sum('sgst'),
    igst: sum('igst'),
    tax: sum('cgst') + sum('sgst') + sum('igst'),
    total: sum('total'),
  };
  return {
    kind: header.kind,
    number: header.number,
    issuedAt: header.issuedAt.toISOString(),
    financialYear: header.financialYear,
    against: header.against,
    order: {
      id: order.id,
      placedAt: order.createdAt.toISOString(),
      paymentMethod: order.paymentMethod,
      couponCode: order.couponCode,
    },
    seller: {
      legalName: seller.legalName,
      address: seller.address,
      state: seller.state,
      stateCode: gstStateCode(seller.state) ?? '',
      gstin: seller.gstin,
    },
    buyer: { name: buyerName, email: order.email, ...address },
    placeOfSupply: { state: address.state, stateCode: gstStateCode(address.state) ?? null },
    supplyType,
    lines,
    totals,
    amountInWords: amountInWords(totals.total),
  };
}
