// The demo logins the seed creates, apart from the seed so tests and `npm start` can read them without
// loading the data layer.
import { ROLE } from '@shared/permissions';

export const DEMO_PASSWORD = 'Portal-demo-2026';

export const DEMO_ACCOUNTS: { email: string; role: string; name: string }[] = [
  { email: 'superadmin@example.edu.au', role: ROLE.superadmin, name: 'Sam Superadmin' },
  { email: 'admin@example.edu.au', role: ROLE.admin, name: 'Alex Admin' },
  { email: 'agent@example.edu.au', role: ROLE.agent, name: 'Priya Agent' },
  { email: 'student@example.edu.au', role: ROLE.student, name: 'Jordan Student' },
  { email: 'trainer@example.edu.au', role: ROLE.trainer, name: 'Taylor Trainer' },
  { email: 'support@example.edu.au', role: ROLE.studentSupport, name: 'Casey Support' },
  { email: 'admissions@example.edu.au', role: ROLE.admissions, name: 'Morgan Admissions' },
];
