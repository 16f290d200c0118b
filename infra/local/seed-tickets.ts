// Demo ticket categories: what a college's help desk sorts its tickets into, each answered by a department
// with targets a college would promise, and the replies its staff give most often.
import { ROLE } from '@shared/permissions';
import type { TicketCategoryBody } from '@shared/schemas/tickets';
import { roleSlug } from '@functions/roles/roles';
import { createCategory } from '@functions/tickets/tickets';

const SUPPORT = roleSlug(ROLE.studentSupport);
const ADMISSIONS = roleSlug(ROLE.admissions);

const CATEGORIES: TicketCategoryBody[] = [
  {
    name: 'Fees and payments',
    description: 'Invoices, payment plans, refunds and receipts.',
    department_role_id: SUPPORT,
    escalation_email: 'fees.manager@example.edu.au',
    first_response_hours: 8,
    resolution_hours: 40,
    canned_replies: [
      {
        title: 'Payment plan',
        body: 'Hi {first_name}, you can pay your tuition fees in instalments. Reply with the number of instalments you would like (up to four) and we will send you the plan to sign.',
      },
      {
        title: 'Refund request received',
        body: 'We have received your refund request. Under the college refund policy we decide within 20 working days and will write to you with the outcome.',
      },
    ],
  },
  {
    name: 'Enrolment and admissions',
    description: 'Offers, Confirmations of Enrolment, course and intake changes.',
    department_role_id: ADMISSIONS,
    escalation_email: 'admissions.manager@example.edu.au',
    first_response_hours: 4,
    resolution_hours: 24,
    canned_replies: [
      {
        title: 'Documents needed',
        body: 'To continue your application we need a certified copy of your passport and your most recent academic transcript. You can upload them to your application form.',
      },
    ],
  },
  {
    name: 'Timetable and classes',
    description: 'Class times, rooms, trainers and attendance.',
    department_role_id: SUPPORT,
    first_response_hours: 8,
    resolution_hours: 24,
    canned_replies: [],
  },
  {
    name: 'IT and student portal',
    description: 'Signing in, e-mail, Wi-Fi and this portal.',
    department_role_id: SUPPORT,
    first_response_hours: 2,
    resolution_hours: 16,
    canned_replies: [
      {
        title: 'Reset your password',
        body: 'Choose "Forgot your password?" on the sign-in page and follow the link we e-mail you. The link works for one hour.',
      },
    ],
  },
];

export const seedTicketCategories = async (): Promise<void> => {
  for (const category of CATEGORIES) await createCategory(category);
};
