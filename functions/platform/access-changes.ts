// Permissions are live: when someone's access changes, the domains that hold something for them (a chat they answer,
// a socket following it) act at once. The users and roles domains say what changed here; the domains that care
// listen, registered by the entry points that compose them (docs/architecture.md, "Dependency inversions"), so the
// domains that change access import none of those that act on it.

/** A member of staff or any account, as the listeners name them. */
export interface Member {
  id: string;
  name: string;
}

/** A role as it now is: its name and permissions. */
export interface RoleNow {
  name: string;
  permissions: readonly string[];
}

export interface AccessChangeListener {
  /** A member's role changed (`role`: the one they now have), or their account was deleted (`role` undefined). */
  memberChanged(member: Member, role: RoleNow | undefined): Promise<void>;
  /** A role's permissions changed, from `before` to what `role` now holds. */
  roleChanged(role: RoleNow, before: readonly string[]): Promise<void>;
}

const listeners: AccessChangeListener[] = [];

/** Registers a listener (an entry point does, once, as it loads). */
export const listenForAccessChanges = (listener: AccessChangeListener): void => {
  if (!listeners.includes(listener)) listeners.push(listener);
};

/** Tells every listener that a member's access changed. */
export const memberAccessChanged = async (member: Member, role: RoleNow | undefined): Promise<void> => {
  for (const listener of listeners) await listener.memberChanged(member, role);
};

/** Tells every listener that a role's permissions changed. */
export const roleAccessChanged = async (role: RoleNow, before: readonly string[]): Promise<void> => {
  for (const listener of listeners) await listener.roleChanged(role, before);
};
