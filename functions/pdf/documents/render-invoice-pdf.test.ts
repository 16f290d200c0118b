// A short-course order's tax invoice, read back as text: what the ATO asks of one (that it is a tax invoice,
// the seller's name and ABN, the date, what was sold, the GST) and what its customer needs (the participants,
// the session, how much is due and the reference to pay with).
import { describe, expect, it } from 'vitest';
import { offlinePayments, type Order } from '@functions/short-courses/short-courses';
import { COLLEGE } from './college';
import { pdfText } from './read-pdf-text';
import { renderInvoicePdf } from './render-pdf';

const order = (record: Partial<Order> = {}): Order =>
  ({
    id: 'O7Q2K9X4',
    number: 'SC-000042',
    status: 'prospect',
    shortCourseId: 'C1',
    courseCode: 'HLTAID011',
    courseTitle: 'Provide First Aid',
    sessionId: 'S1',
    bookingDatetime: '2027-03-13T09:00',
    locationId: 'L1',
    locationName: 'Sydney, George Street',
    customerUserId: '',
    customerName: 'Mia Nguyễn',
    customerEmail: 'mia@example.com',
    customerPhone: '0412 345 678',
    participants: [
      { name: 'Mia Nguyễn', usi: 'ABCDE12345' },
      { name: 'Tom Okafor', email: 'tom@example.com' },
    ],
    seats: 2,
    amountCents: 33_000,
    paymentState: 'unpaid',
    searchText: '',
    revision: 1,
    createdAt: '2027-02-08T01:00:00.000Z',
    updatedAt: '2027-02-08T01:00:00.000Z',
    ...record,
  }) as Order;

// Lines joined by single spaces: a table's cells and a name's letters drawn in another font come out as runs.
const textOf = async (o: Order) => pdfText(await renderInvoicePdf({ order: o, instructions: offlinePayments.start(o) })).replace(/\s+/g, ' ');
/** Letters without the spaces between runs: a name whose ễ is drawn from the fallback font. */
const squashed = (text: string) => text.replace(/\s+/g, '');

describe('the tax invoice of a short-course order', () => {
  it('says it is a tax invoice from the college, with its ABN, number and date of issue', async () => {
    const text = await textOf(order());
    expect(text).toContain('Tax invoice');
    expect(text).toContain(`${COLLEGE.legalName} · ABN ${COLLEGE.abn}`);
    expect(text).toContain('Invoice SC-000042');
    expect(text).toContain('Issued 8 February 2027');
  });

  it('names the buyer and the session sold, its places and price, with GST at one eleventh of the total', async () => {
    const text = await textOf(order());
    expect(squashed(text)).toContain('MiaNguyễn');
    expect(text).toContain('mia@example.com');
    expect(text).toContain('HLTAID011 Provide First Aid');
    expect(text).toContain('Sat, 13 Mar 2027, 9:00 am at Sydney, George Street');
    expect(text).toContain('2 places');
    expect(text).toContain('$165.00'); // each
    expect(text).toMatch(/Total excluding GST\s*\$300\.00/);
    expect(text).toMatch(/GST \(10%\)\s*\$30\.00/);
    expect(text).toMatch(/Total including GST\s*\$330\.00/);
  });

  it('lists every participant with the USI given', async () => {
    const text = await textOf(order());
    expect(squashed(text)).toContain('1MiaNguyễnABCDE12345');
    expect(text).toMatch(/2\s*Tom Okafor\s*—\s*tom@example\.com/);
  });

  it('while unpaid: the amount due, the reference and how to pay', async () => {
    const text = await textOf(order());
    expect(text).toContain('AMOUNT DUE $330.00');
    expect(text).toMatch(/Amount due\s*\$330\.00/);
    expect(text).toMatch(/Payment reference\s*SC-000042/);
    expect(text).toContain('BSB');
  });

  it('once paid: stamped paid on the day, nothing due and no payment steps', async () => {
    const text = await textOf(order({ paymentState: 'paid', paymentMethod: 'offline', paidAt: '2027-02-09T23:30:00.000Z', status: 'progressing' }));
    expect(text).toContain('PAID');
    expect(text).toContain('Received 10 February 2027'); // 10 Feb in Sydney
    expect(text).toMatch(/Amount due\s*\$0\.00/);
    expect(text).toMatch(/Method\s*Bank transfer or at reception/);
    expect(text).not.toContain('BSB');
  });

  it('once cancelled: stamped cancelled, nothing due', async () => {
    const text = await textOf(order({ status: 'cancelled' }));
    expect(text).toContain('CANCELLED');
    expect(text).toMatch(/Amount due\s*\$0\.00/);
    expect(text).not.toContain('AMOUNT DUE');
  });
});
