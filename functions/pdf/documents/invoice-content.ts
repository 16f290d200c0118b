// What a short-course order's tax invoice says (`GET /api/short-course-orders/{id}/pdf`), as plain
// data for invoice-document.tsx to draw. An Australian tax invoice shows that it is one, the seller's identity
// and ABN, the date it was issued, what was sold with its quantity and price, and the GST; for a sale of $1,000
// or more also the buyer's identity, which this one always shows. Prices include GST (one eleventh of them).
import { formatMoney, formatSessionTime, plural } from '@shared/text';
import type { Order, PaymentInstructions } from '@functions/short-courses/short-courses';
import { COLLEGE } from './college';

export interface InvoiceContent {
  college: typeof COLLEGE;
  number: string;
  issued: string;
  stamp: { tone: 'paid' | 'due' | 'cancelled'; title: string; text: string };
  billTo: { label: string; value: string }[];
  line: { description: string; detail: string; quantity: string; unitPrice: string; amount: string };
  totals: { label: string; value: string; strong?: boolean }[];
  participants: string[][];
  payment: { label: string; value: string }[];
  /** How to pay, while something is owed. */
  howToPay: string[];
}

export interface InvoiceInput {
  order: Order;
  /** The payment provider's instructions for this order. */
  instructions: PaymentInstructions;
}

const dateFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Australia/Sydney' });

/** "23 November 2026": a timestamp's date at the college. */
const collegeDay = (timestamp: string) => dateFormat.format(new Date(timestamp));

const dollars = (cents: number) => formatMoney(cents / 100);

const PAYMENT_STATES: Record<Order['paymentState'], string> = {
  unpaid: 'Not paid yet',
  'awaiting-confirmation': 'Payment being confirmed by the college',
  paid: 'Paid',
};

const stampOf = (order: Order) => {
  if (order.status === 'cancelled') return { tone: 'cancelled' as const, title: 'CANCELLED', text: 'Nothing is owed on this booking' };
  if (order.paymentState === 'paid')
    return { tone: 'paid' as const, title: 'PAID', text: order.paidAt ? `Received ${collegeDay(order.paidAt)}` : 'Received' };
  return { tone: 'due' as const, title: `AMOUNT DUE ${dollars(order.amountCents)}`, text: `Quote ${order.number} when you pay` };
};

export const invoiceContent = ({ order, instructions }: InvoiceInput): InvoiceContent => {
  const gstCents = Math.round(order.amountCents / 11);
  const unitCents = Math.round(order.amountCents / order.seats);
  const paid = order.paymentState === 'paid';
  const owes = !paid && order.status !== 'cancelled';
  return {
    college: COLLEGE,
    number: order.number,
    issued: collegeDay(order.createdAt),
    stamp: stampOf(order),
    billTo: [
      { label: 'Name', value: order.customerName },
      { label: 'E-mail', value: order.customerEmail },
      { label: 'Phone', value: order.customerPhone },
    ],
    line: {
      description: `${order.courseCode} ${order.courseTitle}`,
      detail: `${formatSessionTime(order.bookingDatetime)} at ${order.locationName}`,
      quantity: plural(order.seats, 'place'),
      unitPrice: dollars(unitCents),
      amount: dollars(order.amountCents),
    },
    totals: [
      { label: 'Total excluding GST', value: dollars(order.amountCents - gstCents) },
      { label: 'GST (10%)', value: dollars(gstCents) },
      { label: 'Total including GST', value: dollars(order.amountCents), strong: true },
      ...(paid ? [{ label: 'Paid', value: dollars(order.amountCents) }] : []),
      { label: 'Amount due', value: dollars(owes ? order.amountCents : 0), strong: true },
    ],
    participants: order.participants.map((p, i) => [String(i + 1), p.name, p.usi ?? '—', p.email ?? '—']),
    payment: [
      { label: 'Payment reference', value: order.number },
      { label: 'State', value: order.status === 'cancelled' ? 'Booking cancelled' : PAYMENT_STATES[order.paymentState] },
      ...(order.paymentMethod ? [{ label: 'Method', value: order.paymentMethod === 'offline' ? instructions.method : order.paymentMethod }] : []),
      ...(order.paidAt ? [{ label: 'Paid on', value: collegeDay(order.paidAt) }] : []),
    ],
    howToPay: owes ? instructions.steps : [],
  };
};
