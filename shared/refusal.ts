// A shared rule's answer when an action will be refused: the SPA shows it instead of offering the action,
// and the functions throw it, so both sides say the same thing for the same reason.

/** Why the server refuses an action. */
export interface Refusal {
  /** `forbidden` (403): not this caller's to do; `conflict` (409): not possible while the record is as it is. */
  kind: 'forbidden' | 'conflict';
  /** A stable dotted code, e.g. `user.superadmin_protected`. */
  code: string;
  /** A sentence for a person: what stands in the way and what to do instead. */
  message: string;
}
