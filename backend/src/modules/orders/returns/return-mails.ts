import type { MailAttachment, MailMessage } from '../../../infra/mail';
import type { OrderDto } from '../order.dto';
import type { ReturnDto } from './return.dto';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The shopper's mail about a step of their return: asked for, approved (credit note attached) or refused. */
export function returnMail(
  order: OrderDto,
  ret: ReturnDto,
  publicUrl: string,
  attachments: MailAttachment[] = [],
): MailMessage {
  const link = `${publicUrl}/dashboard/orders/${order.id}`;
  const number = `#${ret.orderNumber}`;
  const items = ret.lines.map((line) => `${line.quantity} x ${line.name}`);
  const [subject, message] = {
    requested: [
      `We received your return request for order ${number}`,
      'We have received your request to return these items and will reply within 2 business days.',
    ],
    approved: [
      `Your return for order ${number} is approved`,
      'Your return is approved. The refund for these items is on its way (we write to you when it completes)' +
        (ret.creditNote ? `, and the credit note ${ret.creditNote.number} is attached.` : '.'),
    ],
    refused: [
      `Your return for order ${number} was not accepted`,
      `We could not accept this return: ${ret.decisionNote ?? ''}`,
    ],
  }[ret.status];
  const text = [message, '', ...items, '', `Reason given: ${ret.reason}`, '', `Your order: ${link}`].join('\n');
  const html = `<h2>${escapeHtml(subject)}</h2>
<p>${escapeHtml(message)}</p>
<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>
<p>Reason given: ${escapeHtml(ret.reason)}</p>
<p><a href="${escapeHtml(link)}">View your order</a></p>`;
  return { to: order.email, subject, text, html, ...(attachments.length ? { attachments } : {}) };
}
