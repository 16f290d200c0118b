// How many trainers deliver each course. Who delivers a course is written on the trainer's profile, which the users
// domain keeps and which itself reads the catalogue; so the catalogue does not reach for users. The entry point that
// serves the catalogue hands it the counter instead (functions/courses/handler.ts).
export interface TrainerCounter {
  /** Trainers delivering each course, by course id (courses no trainer delivers are absent). */
  perCourse: () => Promise<Map<string, number>>;
  /** Trainers delivering one course. */
  ofCourse: (courseId: string) => Promise<number>;
}

let counter: TrainerCounter | undefined;

/** Gives the catalogue its trainer counter; called once by the entry point, before any request. */
export const countTrainersWith = (given: TrainerCounter): void => {
  counter = given;
};

const wired = (): TrainerCounter => {
  if (!counter) throw new Error('The catalogue has no trainer counter: its entry point calls countTrainersWith first.');
  return counter;
};

/** Trainers delivering each course, by course id. */
export const trainersPerCourse = (): Promise<Map<string, number>> => wired().perCourse();

/** Trainers delivering one course. */
export const trainersOfCourse = (courseId: string): Promise<number> => wired().ofCourse(courseId);
