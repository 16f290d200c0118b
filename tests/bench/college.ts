// The generated college, generated before anything is timed, its parts at once, each timed; BENCH_ONLY
// generates only the parts its rows read (selection.ts). Answers the samples the rows read.
import { BENCH_CHATS, generateChats } from './chat-data';
import { BENCH_FORMS, generateForms } from './form-data';
import { BENCH_ORDERS, generateOrders } from './order-data';
import { BENCH_AGENTS, BENCH_STUDENTS, generatePeople } from './people-data';
import { generates } from './selection';
import { BENCH_TICKETS, generateTickets } from './ticket-data';

/** A part of the college and how long it took (from and to: performance.now()). */
export interface Generated {
  part: string;
  what: string;
  seconds: number;
  from: number;
  to: number;
}

/** The parts are generated at once: from the first one's start to the last one's end. */
export const generationSeconds = (generated: readonly Generated[]) =>
  generated.length ? (Math.max(...generated.map((g) => g.to)) - Math.min(...generated.map((g) => g.from))) / 1000 : 0;

export const generateCollege = async () => {
  const catalogue = await import('@functions/courses/catalogue-db');
  const shortCourses = await import('@functions/short-courses/short-course-store');
  const generated: Generated[] = [];
  const generate = async <T>(part: string, what: string, make: () => Promise<T>): Promise<T | undefined> => {
    if (!generates(part)) return undefined;
    const from = performance.now();
    const made = await make();
    const to = performance.now();
    const seconds = (to - from) / 1000;
    generated.push({ part, what, seconds, from, to });
    console.log(`Generated ${what} in ${seconds.toFixed(1)} s`);
    return made;
  };
  const courseId = (await catalogue.courseIdOfCode('BSB40120'))!;
  const course = (await catalogue.CourseEntity.get({ id: courseId }).go()).data!;
  const [shortCourse] = (await shortCourses.ShortCourseEntity.query.all({}).go()).data;
  const [session] = await shortCourses.sessionsOf(shortCourse!.id);
  // The parts name each other only by the ids they are generated with: all five are written at once, so the store
  // (a JVM of its own) is kept busy while this process builds the next batches.
  const [, sampleForms, sampleTicket, sampleOrderId] = await Promise.all([
    generate('people', `${BENCH_STUDENTS.toLocaleString('en-AU')} students and ${BENCH_AGENTS.toLocaleString('en-AU')} agents`, generatePeople),
    generate('forms', `${BENCH_FORMS.toLocaleString('en-AU')} forms`, () => generateForms({ courseId, locationId: course.locations[0]!.locationId })),
    generate('tickets', `${BENCH_TICKETS.toLocaleString('en-AU')} tickets`, generateTickets),
    generate('orders', `${BENCH_ORDERS.toLocaleString('en-AU')} short-course orders`, () => generateOrders(session!)),
    generate('chats', `${BENCH_CHATS.toLocaleString('en-AU')} chats`, generateChats),
  ]);
  if (generated.length) console.log(`The college generated in ${generationSeconds(generated).toFixed(1)} s\n`);
  return { generated, courseId, shortCourse: shortCourse!, session, sampleForms, sampleTicket, sampleOrderId };
};

export type College = Awaited<ReturnType<typeof generateCollege>>;
