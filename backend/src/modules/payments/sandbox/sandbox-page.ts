import type { CallbackFields } from '../paytm-protocol';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function form(action: string, fields: CallbackFields, label: string, name: string): string {
  const inputs = Object.entries(fields)
    .map(([key, value]) => `<input type="hidden" name="${escapeHtml(key)}" value="${escapeHtml(value)}">`)
    .join('\n      ');
  return `<form method="post" action="${escapeHtml(action)}" name="${name}">
      ${inputs}
      <button type="submit">${label}</button>
    </form>`;
}

/**
 * The sandbox's payment page: plain HTML forms, no script (the shop's CSP forbids inline
 * script). Each button posts the signed result the real gateway would post to the merchant.
 */
export function paymentPage(input: {
  orderId: string;
  amount: string;
  action: string;
  pay: CallbackFields;
  fail: CallbackFields;
}): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>Paytm sandbox payment</title>
    <style>
      body { font-family: system-ui, sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem; }
      .actions { display: flex; gap: 1rem; margin-top: 2rem; }
      button { font-size: 1rem; padding: 0.6rem 1.6rem; cursor: pointer; }
      form[name="pay"] button { background: #00baf2; color: #fff; border: 0; border-radius: 4px; }
    </style>
  </head>
  <body>
    <h1>Paytm sandbox</h1>
    <p>This test gateway takes no money. Choose how the UPI payment ends.</p>
    <dl>
      <dt>Order</dt><dd>${escapeHtml(input.orderId)}</dd>
      <dt>Amount</dt><dd>Rs. ${escapeHtml(input.amount)}</dd>
    </dl>
    <div class="actions">
    ${form(input.action, input.pay, 'Pay', 'pay')}
    ${form(input.action, input.fail, 'Fail', 'fail')}
    </div>
  </body>
</html>`;
}

export function errorPage(message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Paytm sandbox</title></head>
<body><h1>Paytm sandbox</h1><p>${escapeHtml(message)}</p></body></html>`;
}
