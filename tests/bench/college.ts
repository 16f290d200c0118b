// The generated college (issue 13), generated before anything is timed, each part timed on its own; BENCH_ONLY
// generates only the parts its rows read (selection.ts). Answers the samples the rows read.
import { BENCH_CHATS, generateChats } from './chat-data';
import { BENCH_FORMS, generateForms } from './form-data';
import { BENCH_ORDERS, generateOrders } from './order-data';
import { BENCH_AGENTS, BENCH_STUDENTS, generatePeople } from './people-data';
import { generates } from './selection';
import { BENCH_TICKETS, generateTickets } from './ticket-data';

/** A part of the college and how long it took. */
export interface Generated {
  part: string;
  what: string;
  seconds: number;
}

export const generationSeconds = (generated: readonly Generated[]) => generated.reduce((sum, g) => sum + g.seconds, 0);

export const generateCollege = async () => {
  const catalogue = await import('@functions/courses/catalogue-db');
  const shortCourses = await import('@functions/short-courses/short-course-store');
  const generated: Generated[] = [];
  const generate = async <T>(part: string, what: string, make: () => Promise<T>): Promise<T | undefined> => {
    if (!generates(part)) return undefined;
    const started = performance.now();
    const made = await make();
    const seconds = (performance.now() - started) / 1000;
    generated.push({ part, what, seconds });
    console.log(`Generated ${what} in ${seconds.toFixed(1)} s`);
    return made;
  };
  const courseId = (await catalogue.courseIdOfCode('BSB40120'))!;
  const course = (await catalogue.CourseEntity.get({ id: courseId }).go()).data!;
  const [shortCourse] = (await shortCourses.ShortCourseEntity.query.all({}).go()).data;
  const [session] = await shortCourses.sessionsOf(shortCourse!.id);
  await generate('people', `${BENCH_STUDENTS.toLocaleString('en-AU')} students and ${BENCH_AGENTS} agents`, generatePeople);
  const sampleForms = await generate('forms', `${BENCH_FORMS.toLocaleString('en-AU')} forms`, () =>
    generateForms({ courseId, locationId: course.locations[0]!.locationId }),
  );
  const sampleTicket = await generate('tickets', `${BENCH_TICKETS.toLocaleString('en-AU')} tickets`, generateTickets);
  const sampleOrderId = await generate('orders', `${BENCH_ORDERS.toLocaleString('en-AU')} short-course orders`, () => generateOrders(session!));
  await generate('chats', `${BENCH_CHATS} chats`, generateChats);
  if (generated.length) console.log(`The college generated in ${generationSeconds(generated).toFixed(1)} s\n`);
  return { generated, shortCourse: shortCourse!, session, sampleForms, sampleTicket, sampleOrderId };
};

export type College = Awaited<ReturnType<typeof generateCollege>>;
