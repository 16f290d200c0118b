// What `npm run audit:counts` prints: how much it compared, each drifted count with what it holds and what its records
// make (and, with --repair, what became of it), then what it could not judge. And the exit code a script reads.
import type { CountAudit, CountDrift } from './audit';

const number = (n: number) => n.toLocaleString('en-AU');

const repairText = (drift: CountDrift): string => {
  if (!drift.repair) return '';
  return drift.repair.repaired ? 'repaired' : `not repaired: ${drift.repair.reason}`;
};

/** The drifts as a table, one count a line. */
const driftTable = (drifts: readonly CountDrift[]): string[] => {
  const rows = [
    ['counter', 'key', 'kept', 'counted', ...(drifts.some((d) => d.repair) ? ['repair'] : [])],
    ...drifts.map((d) => [d.counter, d.key, number(d.kept), number(d.counted), ...(d.repair ? [repairText(d)] : [])]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  // Figures right-aligned, so kept and counted read as columns of numbers.
  const cell = (value: string, column: number) => (column === 2 || column === 3 ? value.padStart(widths[column]!) : value.padEnd(widths[column]!));
  return rows.map((row) => `  ${row.map(cell).join('  ').trimEnd()}`);
};

export const reportLines = (audit: CountAudit): string[] => [
  `Compared ${number(audit.compared)} kept counts of table ${audit.table} with its ${number(audit.items)} items.`,
  ...(audit.drifts.length === 0
    ? ['No drift: every kept count holds what its records make.']
    : [
        audit.drifts.length === 1
          ? '1 kept count differs from its records:'
          : `${number(audit.drifts.length)} kept counts differ from their records:`,
        ...driftTable(audit.drifts),
        ...(audit.drifts.some((d) => d.repair) ? [] : ['Run again with --repair to set each to what its records make.']),
      ]),
  ...(audit.unsettled.length
    ? [
        `Not judged, as the portal moved them while they were looked at again (audit again when it is quieter):`,
        ...audit.unsettled.map((u) => `  ${u.counter}  ${u.key}`),
      ]
    : []),
  ...(audit.unaudited.length
    ? [
        'Not audited, as no rule of tools/audit-counts/rules counts them:',
        ...audit.unaudited.map((u) => `  list ${u.list}: ${number(u.counts)} kept count${u.counts === 1 ? '' : 's'}`),
      ]
    : []),
];

/** 1 when any count drifted (repaired or not), 2 when some could not be judged, else 0. */
export const exitCodeOf = (audit: CountAudit): number => (audit.drifts.length ? 1 : audit.unsettled.length ? 2 : 0);
