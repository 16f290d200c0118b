// The portal's monthly AWS cost (docs/decisions.md, "Operations"): `npm run cost` computes docs/cost.md from the assumptions below, item by
// item, for a college of 2,000 students and as it grows to 20,000 and 200,000. Change an assumption or a price and run
// it again; a unit test keeps docs/cost.md equal to what this script writes. Prices are AWS list prices in US dollars
// for ap-southeast-2 (Sydney), without free tiers (a new account's free tier and the always-free allowances of Lambda,
// CloudFront and others would lower the first figures); check them against https://aws.amazon.com/pricing/.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MILLION = 1_000_000;
const GB = 1024 ** 3;
const MB = 1024 ** 2;
const KB = 1024;

/** Unit prices, USD, ap-southeast-2. */
export const PRICES = {
  lambdaGbSecondArm: 0.0000133334,
  lambdaPerMillionRequests: 0.2,
  httpApiPerMillion: 1.29,
  webSocketPerMillionMessages: 1.29,
  webSocketPerMillionConnectionMinutes: 0.32,
  dynamoPerMillionWrites: 0.7125,
  dynamoPerMillionReads: 0.1425,
  dynamoStoragePerGbMonth: 0.285,
  dynamoPitrPerGbMonth: 0.228,
  s3StoragePerGbMonth: 0.025,
  s3PerThousandPuts: 0.0055,
  s3PerThousandGets: 0.00044,
  cloudFrontPerGbOut: 0.114,
  cloudFrontPerTenThousandRequests: 0.0125,
  sesPerThousandMails: 0.1,
  sesPerGbAttachments: 0.12,
  logsIngestPerGb: 0.57,
  logsStoragePerGbMonth: 0.03,
  customMetricPerMonth: 0.3,
  alarmMetricPerMonth: 0.1,
  dashboardPerMonth: 3,
} as const;

/** What people do in a month, per person, and what each action costs the portal in requests and records. */
export const TRAFFIC = {
  /** Staff and agents grow with the students: one member of staff per 40 students (50 at 2,000), one agent per 10. */
  studentsPerStaff: 40,
  studentsPerAgent: 10,
  student: {
    visits: 6,
    apiCalls: 120,
    signIns: 6,
    formSaves: 8,
    uploads: 2,
    pdfs: 0.5,
    ticketMessages: 0.6,
    chatMessages: 10,
    socketMinutes: 90,
    mails: 5,
  },
  staff: { apiCalls: 4_000, signIns: 22, socketMinutes: 22 * 8 * 60, mails: 20 },
  agent: { apiCalls: 300, signIns: 8, formSaves: 10, socketMinutes: 120, mails: 6 },
  /** The jobs function runs every minute. */
  jobsRuns: 60 * 24 * 30,
  /** Average handler time at 1 GB (arm64): a read or list; a sign-in (scrypt); a PDF; a jobs run. */
  msPerApiCall: 60,
  msPerSignIn: 250,
  msPerPdf: 400,
  msPerJobsRun: 300,
  /** Store units: an API call reads ~6 items (session, user, roles, the record, its files, a count); a save writes ~6. */
  readsPerApiCall: 6,
  writesPerSave: 6,
  writesPerMessage: 4,
  writesPerSignIn: 3,
  /**
   * A jobs run with nothing due is one Query per sweep (10: the SLA count and the held orders two each), every one over
   * an index of what comes due (tickets by the instant they pass a target, session reminders by the day they are due,
   * running clocks, the outbox, stale sockets and uploads), so it reads nothing more as the college grows but what is
   * due and the staff marked online, whose pings the presence sweep looks at: a read unit (4 KB) per 8 of them.
   */
  jobsQueriesPerRun: 10,
  presenceItemBytes: 0.5 * KB,
  /** After a year: records per student (forms, audit, notifications, chats) and files (documents, signatures, PDFs). */
  recordsPerStudent: 0.5 * MB,
  filesPerStudent: 10 * MB,
  /** Kept versions of changed or deleted files (the lifecycle expires them after 90 days). */
  fileVersionsShare: 0.1,
  /** CloudFront: the SPA per visit (cached after the first), and the API answers passing through. */
  siteBytesPerVisit: 0.15 * MB,
  bytesPerApiAnswer: 3 * KB,
  /** The socket's activity ping every 30 s: two messages a connected minute. */
  pingsPerSocketMinute: 2,
  /** A mail with a tax invoice carries ~60 KB; one in ten mails has one. */
  attachmentBytesPerMail: 6 * KB,
  /** Log bytes per invocation (the summary line, Lambda's START/END/REPORT lines), kept 24 months. */
  logBytesPerInvocation: 1.5 * KB,
  logMonthsKept: 24,
  /** Alarms (infra/lib/health.ts): 7 for the portal, 2 per function (15), +3 for those that combine two metrics. */
  alarmMetrics: 7 + 2 * 15 + 3,
  /**
   * Custom metrics (functions/platform/observability.ts): requests by function (15) and status class (2xx and 4xx most
   * hours; 5xx rarely), billed by the hour they have data: about 60% of hours at a small college, all at a big one.
   */
  customMetrics: (students: number) => 15 * 2 * Math.min(1, 0.6 + students / 100_000),
  dashboards: 1,
} as const;

export interface CostLine {
  item: string;
  usage: string;
  usd: number;
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-AU', { maximumFractionDigits: digits, minimumFractionDigits: digits });

const staffOf = (students: number) => Math.max(1, Math.round(students / TRAFFIC.studentsPerStaff));

/** The read units of a jobs run with nothing due: a Query per sweep, and the presence of the staff online at a given minute. */
export const jobsReadsPerRun = (students: number): number => {
  const t = TRAFFIC;
  const staffOnline = (staffOf(students) * t.staff.socketMinutes) / t.jobsRuns;
  return t.jobsQueriesPerRun + (staffOnline * t.presenceItemBytes) / (4 * KB);
};

/** The month's cost of a college of `students`, item by item. */
export const monthlyCost = (students: number): CostLine[] => {
  const t = TRAFFIC;
  const staff = staffOf(students);
  const agents = Math.round(students / t.studentsPerAgent);
  const apiCalls = students * t.student.apiCalls + staff * t.staff.apiCalls + agents * t.agent.apiCalls;
  const signIns = students * t.student.signIns + staff * t.staff.signIns + agents * t.agent.signIns;
  const pdfs = students * t.student.pdfs;
  const saves = students * t.student.formSaves + agents * t.agent.formSaves;
  const messages = students * (t.student.ticketMessages + t.student.chatMessages);
  const socketMinutes = students * t.student.socketMinutes + staff * t.staff.socketMinutes + agents * t.agent.socketMinutes;
  const mails = students * t.student.mails + staff * t.staff.mails + agents * t.agent.mails;
  const uploads = students * t.student.uploads;
  // Every chat message is delivered to two sockets; a ping is a message of its own.
  const socketMessages = messages * 3 + socketMinutes * t.pingsPerSocketMinute;
  const invocations = apiCalls + t.jobsRuns + socketMessages;
  const gbSeconds =
    ((apiCalls - signIns - pdfs) * t.msPerApiCall + signIns * t.msPerSignIn + pdfs * t.msPerPdf + t.jobsRuns * t.msPerJobsRun + socketMessages * 20) /
    1000;
  const reads = apiCalls * t.readsPerApiCall + t.jobsRuns * jobsReadsPerRun(students) + socketMessages * 2;
  const writes = saves * t.writesPerSave + messages * t.writesPerMessage + signIns * t.writesPerSignIn + socketMessages * 0.5;
  const recordsGb = (students * t.recordsPerStudent) / GB;
  const filesGb = (students * t.filesPerStudent * (1 + t.fileVersionsShare)) / GB;
  const visits = students * t.student.visits;
  const cloudFrontGb = (visits * t.siteBytesPerVisit + apiCalls * t.bytesPerApiAnswer) / GB;
  const cloudFrontRequests = visits * 12 + apiCalls;
  const logsGb = (invocations * t.logBytesPerInvocation) / GB;
  const p = PRICES;
  return [
    {
      item: 'Lambda (arm64, 1 GB)',
      usage: `${fmt(invocations / MILLION, 2)} M invocations, ${fmt(gbSeconds)} GB-s`,
      usd: gbSeconds * p.lambdaGbSecondArm + (invocations / MILLION) * p.lambdaPerMillionRequests,
    },
    { item: 'API Gateway HTTP API', usage: `${fmt(apiCalls / MILLION, 2)} M requests`, usd: (apiCalls / MILLION) * p.httpApiPerMillion },
    {
      item: 'API Gateway WebSocket',
      usage: `${fmt(socketMessages / MILLION, 2)} M messages, ${fmt(socketMinutes / MILLION, 2)} M connection minutes`,
      usd: (socketMessages / MILLION) * p.webSocketPerMillionMessages + (socketMinutes / MILLION) * p.webSocketPerMillionConnectionMinutes,
    },
    {
      item: 'DynamoDB on demand',
      usage: `${fmt(reads / MILLION, 1)} M reads, ${fmt(writes / MILLION, 2)} M writes, ${fmt(recordsGb, 1)} GB with PITR`,
      usd:
        (reads / MILLION) * p.dynamoPerMillionReads +
        (writes / MILLION) * p.dynamoPerMillionWrites +
        recordsGb * (p.dynamoStoragePerGbMonth + p.dynamoPitrPerGbMonth),
    },
    {
      item: 'S3 (files, versioned)',
      usage: `${fmt(filesGb, 1)} GB, ${fmt(uploads)} uploads`,
      usd: filesGb * p.s3StoragePerGbMonth + ((uploads * 3) / 1000) * p.s3PerThousandPuts + ((uploads * 4) / 1000) * p.s3PerThousandGets,
    },
    {
      item: 'CloudFront',
      usage: `${fmt(cloudFrontGb, 1)} GB out, ${fmt(cloudFrontRequests / MILLION, 2)} M requests`,
      usd: cloudFrontGb * p.cloudFrontPerGbOut + (cloudFrontRequests / 10_000) * p.cloudFrontPerTenThousandRequests,
    },
    {
      item: 'SES',
      usage: `${fmt(mails)} mails`,
      usd: (mails / 1000) * p.sesPerThousandMails + ((mails * t.attachmentBytesPerMail) / GB) * p.sesPerGbAttachments,
    },
    {
      item: 'CloudWatch Logs',
      usage: `${fmt(logsGb, 2)} GB a month, ${t.logMonthsKept} months kept`,
      usd: logsGb * p.logsIngestPerGb + logsGb * t.logMonthsKept * p.logsStoragePerGbMonth,
    },
    {
      item: 'CloudWatch alarms, metrics, dashboard',
      usage: `${t.alarmMetrics} alarm metrics, ${fmt(t.customMetrics(students), 0)} custom metrics, ${t.dashboards} dashboard`,
      usd: t.alarmMetrics * p.alarmMetricPerMonth + t.customMetrics(students) * p.customMetricPerMonth + t.dashboards * p.dashboardPerMonth,
    },
  ];
};

export const total = (lines: CostLine[]): number => lines.reduce((sum, line) => sum + line.usd, 0);

/** The college the target is set for, the target, and the sizes it grows to. */
export const SIZES = [2_000, 20_000, 200_000] as const;
export const TARGET_USD = 30;

const money = (usd: number) => `$${fmt(usd, 2)}`;

export const costReport = (): string => {
  const [base] = SIZES;
  const lines = monthlyCost(base);
  const sum = total(lines);
  const t = TRAFFIC;
  return [
    '# Cost model',
    '',
    'Written by `npm run cost` (`tools/cost-model.ts`) from the assumptions and prices in that file: change them there and',
    'run it again. AWS list prices for ap-southeast-2 (Sydney) in US dollars, **without free tiers** (the always-free',
    'allowances of Lambda, CloudFront, SES from Lambda and CloudWatch would take several dollars off the small college).',
    '',
    '## Assumed traffic, per person and month',
    '',
    `- Students: ${t.student.visits} visits, ${t.student.apiCalls} API calls, ${t.student.signIns} sign-ins, ${t.student.formSaves} form saves,`,
    `  ${t.student.uploads} uploads, ${t.student.pdfs} PDFs, ${t.student.chatMessages} chat and ${t.student.ticketMessages} ticket messages,`,
    `  ${t.student.socketMinutes} minutes with the portal open (its socket), ${t.student.mails} mails.`,
    `- Staff (one per ${t.studentsPerStaff} students): ${fmt(t.staff.apiCalls)} API calls, ${t.staff.signIns} sign-ins, the portal open all working day`,
    `  (${fmt(t.staff.socketMinutes)} socket minutes), ${t.staff.mails} mails. Agents (one per ${t.studentsPerAgent} students): ${t.agent.apiCalls} API calls, ${t.agent.formSaves} form saves.`,
    `- The jobs function every minute (${fmt(t.jobsRuns)} runs): one Query per sweep (${t.jobsQueriesPerRun}), each over an index of what comes due`,
    "  (tickets past a target, tomorrow's session reminders, clocks, mail, stale sockets and uploads) and reading only what is",
    '  due; beyond those it reads the presence of the staff online (their pings), counted here, and the orders on hold (a',
    `  few days' bookings), not counted: ${fmt(jobsReadsPerRun(base), 1)} read units a run at ${fmt(base)} students, ${fmt(jobsReadsPerRun(SIZES[2]), 0)} at ${fmt(SIZES[2])}.`,
    `- Per call: ${t.readsPerApiCall} item reads; a save ${t.writesPerSave} writes (record, counts, search entries, audit); ${t.msPerApiCall} ms at 1 GB`,
    `  (a sign-in ${t.msPerSignIn} ms: scrypt; a PDF ${t.msPerPdf} ms). After a year, ${fmt(t.recordsPerStudent / MB, 1)} MB of records and ${t.filesPerStudent / MB} MB of files a student.`,
    `- The socket's activity ping every 30 s is two WebSocket messages a connected minute; a chat message reaches two sockets.`,
    '',
    `## ${fmt(base)} students, ${fmt(base / t.studentsPerStaff)} staff`,
    '',
    '| item | usage a month | USD a month |',
    '| --- | --- | --: |',
    ...lines.map((line) => `| ${line.item} | ${line.usage} | ${money(line.usd)} |`),
    `| **total** | | **${money(sum)}** |`,
    '',
    `Target: under US$${TARGET_USD} a month for ${fmt(base)} students: ${money(sum)}, ${sum < TARGET_USD ? 'met' : '**missed**'}.`,
    '',
    '## As the college grows',
    '',
    `| students | staff | ${lines.map((l) => l.item).join(' | ')} | total | per student |`,
    `| --: | --: | ${lines.map(() => '--:').join(' | ')} | --: | --: |`,
    ...SIZES.map((students) => {
      const grown = monthlyCost(students);
      return `| ${fmt(students)} | ${fmt(students / t.studentsPerStaff)} | ${grown.map((l) => money(l.usd)).join(' | ')} | **${money(total(grown))}** | $${fmt(total(grown) / students, 3)} |`;
    }),
    '',
    'What grows: requests and store units with the people; storage with the years kept (records and files are never',
    'deleted by the portal); the fixed part (alarms, metrics, the dashboard) stays. What would move the figures most:',
    'the socket ping (staff keep the portal open all day: at 200,000 students WebSocket messages are a large item; a',
    'longer ping interval halves it), and file storage (S3 Intelligent-Tiering or a lifecycle to Infrequent Access for',
    'files of finished students). Not counted: data transfer between AWS services in the region (free), Route 53 for',
    'a custom domain ($0.50 a hosted zone), ACM certificates (free), AWS Budgets (the first two are free).',
    '',
  ].join('\n');
};

export const REPORT_PATH = join(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'cost.md');

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(REPORT_PATH, costReport());
  console.log(costReport());
}
