// The construct ids and TypeScript names made from a domain's kebab-case folder name: its function and
// integration (api.ts), its alarms (health.ts), and the names `npm run new:domain` writes.

/** `short-courses` → `ShortCourses`. */
export const pascalCase = (name: string) => name.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());
