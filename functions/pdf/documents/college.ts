// Who the PDFs say they come from: the one place their letterhead is written.
import { PRODUCT_NAME } from '@functions/platform/mail';

export const COLLEGE = {
  product: PRODUCT_NAME,
  name: 'Harbour Institute',
  /** The college's national registrations (demo numbers). */
  registration: 'RTO 91234 · CRICOS 01234A',
  /** What a tax invoice must show of its seller (ATO): the legal name and ABN (a demo number). */
  legalName: 'Harbour Institute Pty Ltd',
  abn: '12 345 678 901',
  address: 'Level 3, 120 Harbour Street, Sydney NSW 2000',
  contact: 'bookings@harbour.example.edu.au · (02) 9000 1234',
} as const;
