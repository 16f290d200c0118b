// Demo data for a fresh local cloud: the shipped roles, one account per role and a few more people,
// so every screen has something real on it. Later capabilities add their own seed steps here.

import { DEFAULT_ROLE_PERMISSIONS, ROLE } from '@shared/permissions';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { courseIdOfCode } from '@functions/courses/courses';
import { SYSTEM_ACTOR } from '@functions/platform/audit';
import { hashPassword } from '@functions/platform/secrets';
import * as Users from '@functions/users/users';
import { createRole, roleSlug } from '@functions/roles/roles';
import { seedCourses } from './seed-courses';
import { DEMO_PEOPLE, seedForms } from './seed-forms';
import { seedShortCourses } from './seed-short-courses';
import { seedTicketCategories } from './seed-tickets';

// More people so lists, search and paging show something; unverified ones exercise the verify action.
const MORE_PEOPLE: { email: string; role: string; name: string; verified: boolean }[] = [
  { email: 'mei.chen@example.com', role: ROLE.student, name: 'Mei Chen', verified: true },
  { email: 'liam.oconnor@example.com', role: ROLE.student, name: "Liam O'Connor", verified: true },
  { email: 'aisha.rahman@example.com', role: ROLE.student, name: 'Aisha Rahman', verified: false },
  { email: 'diego.santos@example.com', role: ROLE.student, name: 'Diego Santos', verified: true },
  { email: 'nguyen.thi@example.com', role: ROLE.student, name: 'Thi Nguyen', verified: false },
  { email: 'raj.patel@globaledu.example.com', role: ROLE.agent, name: 'Raj Patel', verified: true },
  { email: 'emma.wilson@example.edu.au', role: ROLE.trainer, name: 'Emma Wilson', verified: true },
];

const TRAINER_PROFILE = {
  phone: '(02) 9000 1234',
  address: 'Level 3, 100 Harbour Street, Sydney NSW 2000',
  bio: 'Business and leadership trainer with fifteen years in industry.',
  qualifications: [
    { title: 'TAE40122 Certificate IV in Training and Assessment', institution: 'Harbour Institute', year: 2023 },
    { title: 'Master of Business Administration', institution: 'University of Sydney', year: 2012 },
  ],
};
const TRAINER_COURSE_CODES = ['BSB50120', 'BSB40120', 'SC-EXCEL'];
// Each trainer's own mobile (the campus line above they share).
const TRAINER_MOBILES: Record<string, string> = { 'trainer@example.edu.au': '0413 902 574', 'emma.wilson@example.edu.au': '0438 116 209' };

/** Fills an empty table with the demo data. */
export const seedDemoData = async (): Promise<void> => {
  for (const [name, permissions] of Object.entries(DEFAULT_ROLE_PERMISSIONS)) {
    await createRole({ name, permissions }, true, roleSlug(name));
  }
  // Courses first: the demo trainers deliver some of them.
  await seedCourses();
  const trainerCourseIds = (await Promise.all(TRAINER_COURSE_CODES.map(courseIdOfCode))).filter((id): id is string => Boolean(id));
  // Every demo account shares one password: hash it once (scrypt is slow on purpose).
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  let demoStudent: { id: string; name: string; email: string; phone?: string } | undefined;
  let demoTrainerId: string | undefined;
  for (const person of [...DEMO_ACCOUNTS.map((a) => ({ ...a, verified: true })), ...MORE_PEOPLE]) {
    const user = await Users.create({
      name: person.name,
      email: person.email,
      // The phone their forms and bookings give (seed-forms.ts), when they have one.
      phone: DEMO_PEOPLE[person.email]?.phone,
      password: DEMO_PASSWORD,
      passwordHash,
      roleIds: [roleSlug(person.role)],
      verified: person.verified,
    });
    if (person.role === ROLE.trainer) {
      await Users.setTrainerProfile(user.id, { ...TRAINER_PROFILE, mobile: TRAINER_MOBILES[person.email] }, trainerCourseIds, SYSTEM_ACTOR);
      demoTrainerId ??= user.id;
    }
    if (person.role === ROLE.student) demoStudent ??= { id: user.id, name: user.name, email: user.email, phone: user.phone };
  }
  await seedTicketCategories();
  await seedShortCourses(demoStudent!, demoTrainerId);
  // Forms last: they name the people and courses above.
  await seedForms();
};

export { DEMO_ACCOUNTS, DEMO_PASSWORD };
