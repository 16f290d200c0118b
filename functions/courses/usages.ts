// What the courses domain's records refer to: a course names its category and the locations it runs at.
// Imported by the modules that delete categories and locations, so their checks always see these.
import { allCourses } from './catalogue-db';
import { counted, registerUsage } from '@functions/platform/usages';

// The catalogue is bounded (a college's scope of registration): counting in memory is fine.
registerUsage('category', 'courses', {
  count: async (id) => (await allCourses()).filter((c) => c.categoryId === id).length,
  describe: (n) => counted(n, 'course is in it', 'courses are in it'),
});

registerUsage('location', 'courses', {
  count: async (id) => (await allCourses()).filter((c) => c.locations.some((l) => l.locationId === id)).length,
  describe: (n) => counted(n, 'course runs there', 'courses run there'),
});
