// How a ticket's notifications and history say who was put on it.

/** "Morgan took the ticket.", "Morgan assigned Alex and Sam.", "Morgan took the ticket with Alex.": no one assigns themselves by name. */
export const assignedSummary = (by: { id: string; name: string }, added: readonly { id: string; name: string }[]): string => {
  const others = added.filter((a) => a.id !== by.id).map((a) => a.name);
  const names = others.length > 1 ? `${others.slice(0, -1).join(', ')} and ${others.at(-1)}` : (others[0] ?? '');
  if (others.length === added.length) return `${by.name} assigned ${names}.`;
  return others.length ? `${by.name} took the ticket with ${names}.` : `${by.name} took the ticket.`;
};
