// How a customer pays for an order. The provider built now is offline: bank transfer or reception, with the
// order's number as the reference, confirmed by staff. A card provider (Stripe Checkout, say) implements the
// same interface: `start` creates a checkout session and answers its URL; its webhook confirms (docs/decisions.md,
// "Short courses and payments").
import type { Order } from './short-course-store';

export interface PaymentInstructions {
  method: string;
  reference: string;
  /** What the customer does next, in sentences. */
  steps: string[];
}

export interface PaymentProvider {
  /** A stable name kept on the order (`offline`, `stripe`). */
  name: string;
  /** What the customer does to pay this order. */
  start: (order: Order) => PaymentInstructions;
}

// The college's bank details for transfers (illustrative, as the demo college is).
const BANK = { name: 'Harbour Institute Pty Ltd', bsb: '062-000', account: '1234 5678' };

export const offlinePayments: PaymentProvider = {
  name: 'offline',
  start: (order) => ({
    method: 'Bank transfer or at reception',
    reference: order.number,
    steps: [
      `Transfer $${(order.amountCents / 100).toFixed(2)} to ${BANK.name}, BSB ${BANK.bsb}, account ${BANK.account}, with the reference ${order.number}; or pay at any campus reception quoting it.`,
      'We confirm your payment within one working day and e-mail you when your place is confirmed.',
    ],
  }),
};
