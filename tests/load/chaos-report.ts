// What `npm run load -- --chaos` found: its checks in place of the plain run's, and the faults with what the clients met
// through them, for the console and docs/load.md's "Chaos" section. Every failed call is listed, grouped by the call and
// the answers it got.
import type { ApiResult } from './api-mix';
import type { SocketFigures } from './chaos-chat';
import type { Fault } from './chaos-faults';
import type { ChaosChatTally } from './chat-traffic';
import type { Recount } from './recount';
import type { Check } from './report';
import type { FailedAnswer, FailedCall } from './spa-retries';

export interface ChaosResult {
  faults: Fault[];
  failedCalls: FailedCall[];
  chat: ChaosChatTally;
  sockets: SocketFigures;
  /** `session.ended` events heard: a fault must never end anyone's session. */
  sessionsEnded: number;
  recount: Recount;
}

/** What a socket is told when the store is out of reach (functions/platform/unavailable.ts). */
const UNAVAILABLE_CODE = 'service.unavailable';

const saysWhenToRetry = (answer: FailedAnswer) => answer.status === 503 && answer.retryAfter !== undefined;

const describeAnswer = (answer: FailedAnswer) =>
  answer.status === 0
    ? `no answer (${answer.detail})`
    : `${answer.status} ${answer.detail}${answer.retryAfter === undefined ? ', no Retry-After' : `, Retry-After ${answer.retryAfter}`}`;

const describeCodes = (codes: Record<string, number>) =>
  Object.entries(codes)
    .map(([code, n]) => `${n} × ${code}`)
    .join(', ') || 'none';

const recountFigure = (recount: Recount) => {
  if ('notRun' in recount) return `not run: ${recount.notRun}`;
  const of = recount.compared === undefined ? '' : ` of ${recount.compared} compared`;
  const unsettled = recount.unsettled?.length ? `; ${recount.unsettled.length} kept moving while recounted` : '';
  return `${recount.drifts.length}${of}${unsettled}`;
};

export const chaosChecks = (c: ChaosResult, api: readonly ApiResult[]): Check[] => {
  const answers = c.failedCalls.flatMap((f) => f.answers);
  const saidWhen = answers.filter(saysWhenToRetry).length;
  const others = [...new Set(answers.filter((a) => !saysWhenToRetry(a)).map(describeAnswer))];
  const succeeded = c.failedCalls.filter((f) => f.succeeded).length;
  const answered = api.filter((a) => !a.failure).length;
  const otherErrors = Object.entries(c.sockets.errorCodes).filter(([code]) => code !== UNAVAILABLE_CODE);
  const { pings } = c.sockets;
  return [
    {
      what: 'API calls of the mix answered 2xx, a failed one tried again as the SPA does',
      figure: `${answered} of ${api.length}`,
      met: answered === api.length,
    },
    {
      what: "failed calls' answers that were 503 with Retry-After (the mix's, the chats' and the histories' calls)",
      figure: `${saidWhen} of ${answers.length}${others.length ? `; the others: ${others.join('; ')}` : ''}`,
      met: saidWhen === answers.length,
    },
    {
      what: 'failed calls that succeeded when tried again',
      figure: `${succeeded} of ${c.failedCalls.length}`,
      met: succeeded === c.failedCalls.length,
    },
    {
      what: "chat messages lost (missing from the chat's history after the load, or never reaching its other side)",
      figure: `${c.chat.lost} of ${c.chat.sent}`,
      met: c.chat.lost === 0,
    },
    { what: 'chat messages doubled (stored more than once)', figure: `${c.chat.doubled} of ${c.chat.sent}`, met: c.chat.doubled === 0 },
    { what: 'chat messages heard in the wrong room', figure: String(c.chat.strays), met: c.chat.strays === 0 },
    {
      what: `socket actions answered: each ping with pong or an error event, each refusal ${UNAVAILABLE_CODE}, no session ended`,
      figure: `${pings.unanswered} pings unanswered; error events ${describeCodes(c.sockets.errorCodes)}; ${c.sessionsEnded} session.ended`,
      met: pings.unanswered === 0 && otherErrors.length === 0 && c.sessionsEnded === 0,
    },
    {
      what: 'kept counts that drifted, recounted after the load',
      figure: recountFigure(c.recount),
      met: 'drifts' in c.recount && c.recount.drifts.length === 0 && !c.recount.unsettled?.length,
    },
  ];
};

const secondsInto = (at: number, steadyFrom: number) => `${((at - steadyFrom) / 1000).toFixed(1)} s`;

const faultLine = (fault: Fault, steadyFrom: number) =>
  fault.kind === 'store cut off'
    ? `the store cut off at ${secondsInto(fault.startedAt, steadyFrom)} for ${((fault.endedAt - fault.startedAt) / 1000).toFixed(1)} s`
    : `the gateway restarted at ${secondsInto(fault.startedAt, steadyFrom)}, listening again ${((fault.endedAt - fault.startedAt) / 1000).toFixed(2)} s later`;

/** A call begun this long before a fault may still meet it; one begun this long after its end was retried into it. */
const FAULT_REACH_MS = { before: 5_000, after: 10_000 };

/** The fault a failed call met: the one whose reach its first attempt began in. */
const faultMet = (at: number, faults: readonly Fault[], steadyFrom: number) => {
  const fault = faults.find((f) => at >= f.startedAt - FAULT_REACH_MS.before && at <= f.endedAt + FAULT_REACH_MS.after);
  return fault ? `${fault.kind} at ${secondsInto(fault.startedAt, steadyFrom)}` : 'none';
};

/**
 * The failed calls grouped by the fault they met, the call and the answers they got: how many, when the first and last
 * began, and the outcome.
 */
const failedCallRows = (calls: readonly FailedCall[], faults: readonly Fault[], steadyFrom: number) => {
  const groups = new Map<string, FailedCall[]>();
  for (const call of calls) {
    const key = `${faultMet(call.at, faults, steadyFrom)}|${call.name}|${call.answers.map(describeAnswer).join(' → ')}|${call.succeeded}`;
    groups.set(key, [...(groups.get(key) ?? []), call]);
  }
  return [...groups.values()]
    .map((group) => {
      const [first] = group;
      const ats = group.map((g) => g.at).sort((a, b) => a - b);
      return {
        fault: faultMet(first!.at, faults, steadyFrom),
        name: first!.name,
        count: group.length,
        answers: first!.answers.map(describeAnswer).join(' → '),
        outcome: first!.succeeded ? `2xx at try ${first!.answers.length + 1}` : '**gave up**',
        when: ats.length === 1 ? secondsInto(ats[0]!, steadyFrom) : `${secondsInto(ats[0]!, steadyFrom)} – ${secondsInto(ats.at(-1)!, steadyFrom)}`,
        at: ats[0]!,
      };
    })
    .sort((a, b) => a.at - b.at);
};

const unansweredWhen = ({ unansweredAt }: SocketFigures, steadyFrom: number) => {
  if (!unansweredAt.length) return '';
  const sorted = [...unansweredAt].sort((a, b) => a - b);
  return ` (sent between ${secondsInto(sorted[0]!, steadyFrom)} and ${secondsInto(sorted.at(-1)!, steadyFrom)})`;
};

const summaryLines = (c: ChaosResult, steadyFrom: number) => {
  const { chat, sockets } = c;
  return [
    `Faults: ${c.faults.map((f) => faultLine(f, steadyFrom)).join('; ')}.`,
    `Chat: ${chat.sent} messages sent; ${chat.sentAgainByCall} sent again by the call (no echo within 4 s, or refused on the socket); ${chat.fetchedFirst} reached the other side first in the history it fetched after its socket came back; ${chat.heardAgain} heard again by the other side under the same id (announced again when sent again: the SPA shows a message once by its id); ${chat.lost} lost, ${chat.doubled} doubled.`,
    `Sockets: ${sockets.reconnects} opened again after a drop; staff pings ${sockets.pings.pong} answered pong, ${sockets.pings.refused} an error event, ${sockets.pings.notSent} not sent while their socket reopened (as the SPA sends none then), ${sockets.pings.droppedWithSocket} gone with their socket before an answer could come, ${sockets.pings.unanswered} unanswered${unansweredWhen(sockets, steadyFrom)}; error events ${describeCodes(sockets.errorCodes)}.`,
    'notRun' in c.recount
      ? `Recount: not run (${c.recount.notRun}).`
      : `Recount: ${recountFigure(c.recount)} kept counts drifted from their records${c.recount.drifts.length ? `: ${c.recount.drifts.map((d) => `${d.counter} ${d.key} kept ${d.kept}, counted ${d.counted}`).join('; ')}` : ''}.`,
  ];
};

/** For the console. */
export const chaosLines = (c: ChaosResult, steadyFrom: number): string[] => [
  ...summaryLines(c, steadyFrom),
  `Failed calls (${c.failedCalls.length}):`,
  ...failedCallRows(c.failedCalls, c.faults, steadyFrom).map(
    (row) => `  ${row.count} × ${row.name} at ${row.when} (fault: ${row.fault}): ${row.answers}; ${row.outcome.replaceAll('*', '')}`,
  ),
];

/** docs/load.md's "Chaos" section. */
export const chaosMarkdown = (c: ChaosResult, steadyFrom: number): string[] => [
  'The faults came during the steady load; its clients did what the SPA does: a failed call tried again after its',
  "Retry-After (after the SPA's own pause without one), three times at most; a dropped socket opened again (5 attempts",
  '1 s apart) and its side fetched the chat history; a message without an echo within 4 s, or refused on its socket,',
  "sent again by the call under the same reference. After the load each chat's history was read, and the kept counts",
  "recounted from the records through the functions' own clients (tools/audit-counts/audit.ts).",
  '',
  ...summaryLines(c, steadyFrom).map((line) => `- ${line}`),
  '',
  `Every failed call (${c.failedCalls.length}), by the fault it met, the call and the answers it got:`,
  '',
  '| fault | call | calls | when (into the load) | answers | then |',
  '| --- | --- | --: | --- | --- | --- |',
  ...failedCallRows(c.failedCalls, c.faults, steadyFrom).map(
    (row) => `| ${row.fault} | \`${row.name}\` | ${row.count} | ${row.when} | ${row.answers} | ${row.outcome} |`,
  ),
];
