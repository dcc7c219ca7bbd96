import { ApiProperty } from '@nestjs/swagger';
import { paiseToRupees } from '../../../common/money';
import type { Invoice } from './invoice.entity';
import type { InvoiceLine } from './invoice-document';

class InvoicePartyDto {
  @ApiProperty()
  legalName: string;
  @ApiProperty()
  address: string;
  @ApiProperty()
  state: string;
  @ApiProperty({ example: '08' })
  stateCode: string;
  @ApiProperty({ example: '08AAFCD5862R1ZV' })
  gstin: string;
}

class InvoiceBuyerDto {
  @ApiProperty()
  name: string;
  @ApiProperty()
  email: string;
  @ApiProperty()
  address: string;
  @ApiProperty()
  city: string;
  @ApiProperty()
  state: string;
  @ApiProperty()
  pincode: string;
}

class PlaceOfSupplyDto {
  @ApiProperty()
  state: string;
  @ApiProperty({ type: String, nullable: true, description: 'GST state code; null for a state the shop does not know' })
  stateCode: string | null;
}

class InvoiceReferenceDto {
  @ApiProperty()
  number: string;
  @ApiProperty({ type: String, format: 'date-time' })
  issuedAt: string;
}

export class InvoiceLineDto {
  @ApiProperty({ description: "The product's name, with the variant's options in brackets when it has any" })
  description: string;
  @ApiProperty({ type: String, nullable: true, description: 'The SKU sold; null on lines sold before SKUs' })
  sku: string | null;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: "The order line's variant when the document was issued; null on documents issued before it was kept",
  })
  variantId: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Size: Large / Finish: Walnut',
    description: 'The options sold; null for a product without options (and on documents issued before they were kept)',
  })
  variantTitle: string | null;
  @ApiProperty({ type: String, nullable: true })
  hsnCode: string | null;
  @ApiProperty()
  quantity: number;
  @ApiProperty({ description: 'Rupees' })
  unitPrice: number;
  @ApiProperty({ description: 'unit price x quantity, rupees' })
  value: number;
  @ApiProperty({ description: "The line's share of the coupon discount, rupees" })
  discount: number;
  @ApiProperty({ description: 'Taxable value, rupees' })
  taxable: number;
  @ApiProperty({ description: 'GST rate in percent (CGST and SGST are half each)' })
  ratePercent: number;
  @ApiProperty()
  cgst: number;
  @ApiProperty()
  sgst: number;
  @ApiProperty()
  igst: number;
  @ApiProperty({ description: 'taxable + tax, rupees' })
  total: number;
}

class InvoiceTotalsDto {
  @ApiProperty()
  value: number;
  @ApiProperty()
  discount: number;
  @ApiProperty()
  taxable: number;
  @ApiProperty()
  cgst: number;
  @ApiProperty()
  sgst: number;
  @ApiProperty()
  igst: number;
  @ApiProperty()
  tax: number;
  @ApiProperty({ description: "The order's amount (what was charged), rupees" })
  total: number;
}

/** A GST invoice or credit note as JSON; amounts in rupees. */
export class InvoiceDto {
  @ApiProperty({ enum: ['invoice', 'credit_note'] })
  kind: 'invoice' | 'credit_note';
  @ApiProperty({ example: 'DS/26-27/0001' })
  number: string;
  @ApiProperty({ type: String, format: 'date-time' })
  issuedAt: string;
  @ApiProperty({ example: '26-27', description: 'Financial year (April-March, India time)' })
  financialYear: string;
  @ApiProperty({ type: InvoiceReferenceDto, nullable: true, description: 'For a credit note: the invoice it reverses' })
  against: InvoiceReferenceDto | null;
  @ApiProperty({ format: 'uuid' })
  orderId: string;
  @ApiProperty({ type: InvoicePartyDto })
  seller: InvoicePartyDto;
  @ApiProperty({ type: InvoiceBuyerDto })
  buyer: InvoiceBuyerDto;
  @ApiProperty({ type: PlaceOfSupplyDto })
  placeOfSupply: PlaceOfSupplyDto;
  @ApiProperty({ enum: ['intra_state', 'inter_state'], description: 'intra_state: CGST + SGST; inter_state: IGST' })
  supplyType: 'intra_state' | 'inter_state';
  @ApiProperty({ type: [InvoiceLineDto] })
  lines: InvoiceLineDto[];
  @ApiProperty({ type: InvoiceTotalsDto })
  totals: InvoiceTotalsDto;
  @ApiProperty({ example: 'Rupees One Thousand Ninety-Eight and Ninety Paise Only' })
  amountInWords: string;
  @ApiProperty({ example: '/api/orders/order/3f1c.../invoice/pdf' })
  pdfUrl: string;
}

const money = <T extends object>(record: T, keys: (keyof T)[]): T =>
  ({ ...record, ...Object.fromEntries(keys.map((k) => [k, paiseToRupees(record[k] as number)])) }) as T;

const LINE_MONEY: (keyof InvoiceLine)[] = [
  'unitPrice',
  'value',
  'discount',
  'taxable',
  'cgst',
  'sgst',
  'igst',
  'total',
];

export function toInvoiceDto(invoice: Invoice, pdfUrl: string): InvoiceDto {
  const doc = invoice.document;
  return {
    kind: doc.kind,
    number: doc.number,
    issuedAt: doc.issuedAt,
    financialYear: doc.financialYear,
    against: doc.against,
    orderId: doc.order.id,
    seller: doc.seller,
    buyer: doc.buyer,
    placeOfSupply: doc.placeOfSupply,
    supplyType: doc.supplyType,
    // Documents issued before SKUs and variants were kept have none.
    lines: doc.lines.map((line) => ({
      ...money(line, LINE_MONEY),
      sku: line.sku ?? null,
      variantId: line.variantId ?? null,
      variantTitle: line.variantTitle ?? null,
    })),
    totals: money(doc.totals, Object.keys(doc.totals) as (keyof typeof doc.totals)[]),
    amountInWords: doc.amountInWords,
    pdfUrl,
  };
}
