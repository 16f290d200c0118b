// The data layer bound to the running local cloud, for the few tests that must change records behind the
// API's back (a session that expires while its socket is open). Import nothing from functions/lib before
// this in such a file: its clients read their endpoints once, at import.
import { inject } from 'vitest';

/** The platform's entities (functions/lib/db.ts), talking to the test cloud's DynamoDB. */
export const platformStore = async () => {
  Object.assign(process.env, inject('cloudEnv'));
  return import('@functions/lib/db');
};
