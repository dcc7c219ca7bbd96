/**
 * The form that carries the shopper to the payment gateway: posted to the gateway's address
 * with every parameter the shop received as a hidden field.
 */
export function buildPaymentForm(
  doc: Document,
  transactionUrl: string,
  params: Record<string, string | number | boolean | null | undefined>,
): HTMLFormElement {
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = transactionUrl;
  form.hidden = true;
  for (const [name, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = String(value);
    form.appendChild(input);
  }
  return form;
}

/** Builds the gateway form, adds it to the page and sends the browser on its way. */
export function submitPaymentForm(transactionUrl: string, params: Record<string, string>): void {
  const form = buildPaymentForm(document, transactionUrl, params);
  document.body.appendChild(form);
  form.submit();
}
