// The kept counts recounted after the chaos run: the audit (tools/audit-counts/audit.ts) reads the store through the
// functions' own clients, in this process where the local cloud set their environment, and compares each count the
// portal keeps with the records it counts. A count moved by a write that a cut left half-done drifts.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface Drift {
  counter: string;
  key: string;
  kept: number;
  counted: number;
}

/** The audit's answer; besides its drifts, how many counts it compared and those it could not judge, when it says. */
interface Audit {
  drifts: Drift[];
  compared?: number;
  unsettled?: { counter: string; key: string }[];
}

type AuditCounts = (options?: { repair?: boolean }) => Promise<Audit>;

export type Recount = Audit | { notRun: string };

const AUDIT = new URL('../../tools/audit-counts/audit.ts', import.meta.url);

/** The drifts the audit finds (repairing none), or why it did not run. */
export const recount = async (): Promise<Recount> => {
  if (!existsSync(fileURLToPath(AUDIT))) return { notRun: 'tools/audit-counts/audit.ts does not exist yet' };
  // Named at run time: the audit is written apart from the load, and may not be there when this is type-checked.
  const { auditCounts } = (await import(AUDIT.href)) as { auditCounts: AuditCounts };
  const { drifts, compared, unsettled } = await auditCounts({ repair: false });
  return { drifts, ...(compared === undefined ? {} : { compared }), ...(unsettled === undefined ? {} : { unsettled }) };
};
