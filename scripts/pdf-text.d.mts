export function pdfText(pdf: Buffer): string;
