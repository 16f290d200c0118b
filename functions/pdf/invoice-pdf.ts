// A short-course order's tax invoice (docs/decisions.md, "Short courses and payments"): `GET /api/short-course-orders/{id}/pdf` for its customer and
// the office, and the mails that carry it (a background task the short-courses function hands over: a booking's
// confirmation, a place confirmed).
import type { MailOrderInvoice } from '@functions/platform/background';
import { FileAnswer } from '@functions/platform/http';
import { logger } from '@functions/platform/logger';
import { sendLimitedMail } from '@functions/platform/mail';
import type { Caller } from '@functions/platform/session';
import { assertSeesOrder, getOrder, offlinePayments, type Order } from '@functions/short-courses/short-courses';
import { renderInvoicePdf } from './documents/render-pdf';

const fileNameOf = (order: Order) => `tax-invoice-${order.number}.pdf`;

const render = (order: Order) => renderInvoicePdf({ order, instructions: offlinePayments.start(order) });

export const invoicePdf = async (caller: Caller, id: string): Promise<FileAnswer> => {
  const order = assertSeesOrder(caller, await getOrder(id), 'download-short-course-order-pdf');
  return new FileAnswer(await render(order), 'application/pdf', fileNameOf(order), true);
};

/** Sends the task's mail to the order's customer with the invoice as it stands now. */
export const mailOrderInvoice = async (task: MailOrderInvoice): Promise<void> => {
  const order = await getOrder(task.orderId);
  if (!order) return logger.warn('invoice mail for an order that is gone', { order_id: task.orderId });
  const pdf = await render(order);
  await sendLimitedMail({
    to: order.customerEmail,
    subject: task.subject,
    paragraphs: task.paragraphs,
    attachments: [{ fileName: fileNameOf(order), contentType: 'application/pdf', content: pdf }],
  });
};
