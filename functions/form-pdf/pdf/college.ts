// Who the PDF of a form says it comes from: the one place its letterhead is written.
import { PRODUCT_NAME } from '@functions/lib/mail';

export const COLLEGE = {
  product: PRODUCT_NAME,
  name: 'Harbour Institute',
  /** The college's national registrations (demo numbers). */
  registration: 'RTO 91234 · CRICOS 01234A',
} as const;
