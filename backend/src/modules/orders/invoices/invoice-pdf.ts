import type { Paise } from '../../../common/money';
import type { InvoiceDocument, InvoiceLine } from './invoice-document';

/**
 * DejaVu Sans from the dejavu-fonts-ttf package: a free font with the rupee sign (U+20B9),
 * embedded (subset) in every PDF so it prints the same everywhere, with no system fonts.
 */
const FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

/** 12345678 -> '₹1,23,456.78' (Indian digit grouping). */
export function formatRupees(paise: Paise): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}₹${Math.floor(abs / 100).toLocaleString('en-IN')}.${String(abs % 100).padStart(2, '0')}`;
}

const formatDate = (iso: string): string =>
  new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  }).format(new Date(iso));

const percent = (rate: number): string => `${Number.isInteger(rate) ? rate : rate.toFixed(1)}%`;

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right' | 'center';
  cell: (line: InvoiceLine, index: number) => string;
}

function columns(doc: InvoiceDocument): Column[] {
  const intra = doc.supplyType === 'intra_state';
  const head: Column[] = [
    { title: '#', width: 18, align: 'left', cell: (_l, i) => String(i + 1) },
    {
      title: 'Description',
      width: intra ? 129 : 167,
      align: 'left',
      cell: (l) => (l.sku ? `${l.description}\nSKU ${l.sku}` : l.description),
    },
    { title: 'HSN', width: 54, align: 'left', cell: (l) => l.hsnCode ?? '—' },
    { title: 'Qty', width: 26, align: 'right', cell: (l) => String(l.quantity) },
    { title: 'Taxable value', width: 70, align: 'right', cell: (l) => formatRupees(l.taxable) },
  ];
  const tax: Column[] = intra
    ? [
        {
          title: 'CGST',
          width: 70,
          align: 'right',
          cell: (l) => `${percent(l.ratePercent / 2)} ${formatRupees(l.cgst)}`,
        },
        {
          title: 'SGST',
          width: 70,
          align: 'right',
          cell: (l) => `${percent(l.ratePercent / 2)} ${formatRupees(l.sgst)}`,
        },
      ]
    : [{ title: 'IGST', width: 102, align: 'right', cell: (l) => `${percent(l.ratePercent)} ${formatRupees(l.igst)}` }];
  return [...head, ...tax, { title: 'Total', width: 86, align: 'right', cell: (l) => formatRupees(l.total) }];
}

/** Renders an invoice or credit note as an A4 PDF with the fonts embedded. */
export async function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  // Loaded at the first invoice, not at boot: the PDF library and its font engine are large.
  const { default: PDFDocument } = await import('pdfkit');
  const title = doc.kind === 'invoice' ? 'TAX INVOICE' : 'CREDIT NOTE';
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 36,
    info: { Title: `${title} ${doc.number}`, Author: doc.seller.legalName, Subject: `Order ${doc.order.id}` },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.registerFont('regular', FONTS.regular);
  pdf.registerFont('bold', FONTS.bold);
  const left = 36;
  const width = pdf.page.width - 72;

  pdf.font('bold').fontSize(16).text(title, left, 36, { width, align: 'center' });
  pdf.moveDown(0.6);
  const top = pdf.y;
  const half = width / 2 - 8;
  pdf.font('bold').fontSize(10).text(doc.seller.legalName, left, top, { width: half });
  pdf.font('regular').fontSize(9).text(doc.seller.address, { width: half });
  pdf.text(`State: ${doc.seller.state} (${doc.seller.stateCode})`, { width: half });
  pdf.text(`GSTIN: ${doc.seller.gstin}`, { width: half });
  const sellerBottom = pdf.y;

  const meta: [string, string][] = [
    [doc.kind === 'invoice' ? 'Invoice no.' : 'Credit note no.', doc.number],
    ['Date', formatDate(doc.issuedAt)],
    ...(doc.against
      ? ([['Against invoice', `${doc.against.number} of ${formatDate(doc.against.issuedAt)}`]] as [string, string][])
      : []),
    ['Order', `#${doc.order.id.slice(-8).toUpperCase()} of ${formatDate(doc.order.placedAt)}`],
    ['Payment', doc.order.paymentMethod === 'COD' ? 'Cash on delivery' : 'UPI'],
    [
      'Place of supply',
      `${doc.placeOfSupply.state}${doc.placeOfSupply.stateCode ? ` (${doc.placeOfSupply.stateCode})` : ''}`,
    ],
  ];
  let y = top;
  for (const [label, value] of meta) {
    pdf
      .font('bold')
      .fontSize(9)
      .text(`${label}: `, left + half + 16, y, { continued: true, width: half });
    pdf.font('regular').text(value);
    y = pdf.y;
  }
  y = Math.max(sellerBottom, pdf.y) + 12;

  pdf.font('bold').fontSize(9).text('Bill to / Ship to', left, y);
  pdf.font('regular').text(doc.buyer.name);
  pdf.text(`${doc.buyer.address}, ${doc.buyer.city}, ${doc.buyer.state} ${doc.buyer.pincode}`, { width });
  pdf.text(doc.buyer.email);
  y = pdf.y + 12;

  const cols = columns(doc);
  const row = (cells: string[], font: 'regular' | 'bold') => {
    let x = left;
    let height = 0;
    pdf.font(font).fontSize(8);
    cells.forEach((text, i) => {
      height = Math.max(height, pdf.heightOfString(text, { width: cols[i].width - 4 }));
    });
    if (y + height > pdf.page.height - 120) {
      pdf.addPage();
      y = 36;
    }
    cells.forEach((text, i) => {
      pdf.text(text, x + 2, y, { width: cols[i].width - 4, align: cols[i].align });
      x += cols[i].width;
    });
    y += height + 6;
    pdf
      .moveTo(left, y - 3)
      .lineTo(left + width, y - 3)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
  };
  row(
    cols.map((c) => c.title),
    'bold',
  );
  doc.lines.forEach((line, i) =>
    row(
      cols.map((c) => c.cell(line, i)),
      'regular',
    ),
  );

  const t = doc.totals;
  const totalRows: [string, Paise][] = [
    ['Value of goods', t.value],
    ...(t.discount > 0
      ? ([[`Discount${doc.order.couponCode ? ` (${doc.order.couponCode})` : ''}`, -t.discount]] as [string, Paise][])
      : []),
    ['Taxable value', t.taxable],
    ...(doc.supplyType === 'intra_state'
      ? ([
          ['CGST', t.cgst],
          ['SGST', t.sgst],
        ] as [string, Paise][])
      : ([['IGST', t.igst]] as [string, Paise][])),
    [doc.kind === 'invoice' ? 'Invoice total' : 'Credit note total', t.total],
  ];
  y += 6;
  for (const [label, amount] of totalRows) {
    const last = label.endsWith('total');
    pdf.font(last ? 'bold' : 'regular').fontSize(last ? 10 : 9);
    pdf.text(label, left + width - 260, y, { width: 150, align: 'right' });
    pdf.text(formatRupees(amount), left + width - 110, y, { width: 110, align: 'right' });
    y = pdf.y + 3;
  }
  y += 8;
  pdf.font('bold').fontSize(9).text('Amount in words: ', left, y, { continued: true, width });
  pdf.font('regular').text(doc.amountInWords);
  pdf.moveDown(2);
  pdf.font('regular').fontSize(9).text(`For ${doc.seller.legalName}`, { width, align: 'right' });
  pdf.moveDown(2);
  pdf.text('Authorised signatory', { width, align: 'right' });
  pdf.moveDown(1.5);
  pdf
    .fontSize(8)
    .fillColor('#555555')
    .text('This is a computer-generated document. Tax is not payable on reverse charge.', left, pdf.y, {
      width,
      align: 'center',
    });
  pdf.end();
  return done;
}
