// How many accounts have each role as their role (the first): the roles list's figure and what refuses a role's
// deletion. Accounts are the users domain's, which itself names roles; so the roles do not reach for users. The entry
// point that serves the roles hands them the counter instead (functions/roles/handler.ts).
export type HolderCounter = (roleIds: string[]) => Promise<Map<string, number>>;

let counter: HolderCounter | undefined;

/** Gives the roles their holder counter; called once by the entry point, before any request. */
export const countHoldersWith = (given: HolderCounter): void => {
  counter = given;
};

/** How many accounts have each of these roles as their role, by role id. */
export const holdersPerRole = (roleIds: string[]): Promise<Map<string, number>> => {
  if (!counter) throw new Error('The roles have no holder counter: their entry point calls countHoldersWith first.');
  return counter(roleIds);
};
