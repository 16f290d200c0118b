/**
 * Query keys of the course catalogue. Every key starts with `catalogue`, so a change to a course,
 * category or location invalidates one prefix and every list, select and picker tree follows.
 * The courses feature builds its own keys on `catalogueKeys.all`.
 */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  locations: () => [...catalogueKeys.all, 'locations'] as const,
  tree: (locationId: string) => [...catalogueKeys.all, 'tree', locationId] as const,
};
