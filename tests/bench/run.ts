// `npm run bench`: the latency of the hot API calls through the local gateway, each beside the raw DynamoDB
// call it cannot beat (GetItem for a single read, Query for a list), measured in the same run, at 1 and at 50
// concurrent clients, over a generated college (issue 13's data set); the raw baselines on their own; each
// function bundle's size and cold start; the SPA's sign-in route and lazy chunks. Prints the table and writes it
// to docs/bench.md with the date, the machine and the commit. Numbers from one machine: compare runs on the same
// machine, not with AWS.
// This file runs the groups of rows in order (read-rows.ts, list-rows.ts, live-rows.ts, booking-race.ts) and hands
// what they measured to report.ts; timing.ts times them; selection.ts names the rows and reads BENCH_ONLY. The live
// chat's figures (issue 11) are measured by chat-bench.ts: sockets through the gateway beside bare ones.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROLE } from '@shared/permissions';
import { startLocalCloud } from '../../infra/local/cloud';
import { synthesizePortal } from '../infra/synth-portal';
import { benchClients, type Bench, type Desk } from './bench-clients';
import { bookingRaces } from './booking-race';
import { generateCollege } from './college';
import { timeFirstRequests, type FirstRequest } from './function-starts';
import { dashboardRows, listRows, type Readers } from './list-rows';
import { chatRows, ticketReplyRows } from './live-rows';
import { machine, revision, settleHeap } from './machine';
import { rawBaselineRows, readRows, timeEnrolmentPdf } from './read-rows';
import { publish, type BenchResults } from './report';
import { sampleAgent } from './people-data';
import { COLLEGE } from './scale';
import { FUNCTION_BUNDLES, measured, SPA } from './selection';
import { ensureSpaBuilt, weighSpa } from './spa-bundles';
import { endTurns, partnerPublished, passTurn, startBeside, startTurns } from './side-by-side';
import { storeRecorder } from './store-recorder';

// The functions log nothing: the bench measures the work, not the terminal.
process.env.LOG_LEVEL = 'silent';
process.env.REPORT_STORE_CALLS = '1'; // each API row shows its store calls and the items they read

const startedAt = new Date();
const host = machine();
const commit = revision();

// Each function as `cdk synth` bundles it (minified, with its stand-ins), kept for their first requests. Before the
// cloud starts: synthesizing holds this process for a while, which the cloud's open sockets would not survive.
const bundlesDir = measured(FUNCTION_BUNDLES) ? mkdtempSync(join(tmpdir(), 'portal-bench-bundles-')) : undefined;
let functionSizes: [string, number][] = [];
if (bundlesDir) functionSizes = Object.entries(synthesizePortal({ keepBundlesIn: bundlesDir }).bundleSizes).sort(([, a], [, b]) => b - a);
// The sign-in route is weighed as a browser loads it from the local cloud, which serves dist/ for that.
const spaBuild = measured(SPA) ? ensureSpaBuilt() : undefined;
// At 10x, the 1x bench beside this one (side-by-side.ts): each row's rounds then alternate between the two sizes.
startBeside();
const cloud = await startLocalCloud({ port: 0, inMemory: true, spa: spaBuild ? 'dist' : 'none', quiet: true, storeTuning: 'throughput' });
let results: BenchResults;
try {
  const clients = await benchClients(cloud);
  const recorder = await storeRecorder();
  const college = await generateCollege();
  const heap = settleHeap();
  await startTurns();
  const { signIn, demoEmail, apiAs, query } = clients;
  const { access_token: token, user } = await signIn(demoEmail(ROLE.superadmin));
  // The same data layer the functions use, for the exact keys and queries the API reads.
  const db = { ...(await import('@functions/platform/db')), ...(await import('@functions/platform/identity-records')) };
  const bench: Bench = {
    clients,
    url: cloud.url,
    superadmin: { token, id: user.id },
    api: (method, path) => apiAs(token, method, path),
    userKey: db.keyOf(db.UserEntity.get({ id: user.id })),
    usersPage: {
      path: '/api/users?order_by=name&order=asc&page=1&pagination=15',
      query: query(db.UserEntity.query.byName({}).params({ order: 'asc' }), 15),
    },
    college,
  };

  const rawRows = await rawBaselineRows(bench);
  console.log(`\nAPI / raw DynamoDB Local in the same run (ms), at 1 and 50 concurrent clients:\n`);
  const rows = await readRows(bench, recorder);
  const support = await signIn(demoEmail(ROLE.studentSupport));
  const { allRoles } = await import('@functions/platform/session');
  const desk: Desk = {
    token: support.access_token,
    id: support.user.id,
    roleId: (await allRoles()).find((r) => r.name === ROLE.studentSupport)!.id,
  };
  // The sample student, who raised tickets and filled forms in, and the sample agent, with forms of their students: the
  // same ones at every size of college (people-data.ts).
  const asPerson = async (email: string) => {
    const { access_token, user: person } = await signIn(email);
    return { token: access_token, id: person.id };
  };
  const readers: Readers = {
    student: await asPerson(college.sampleTicket?.requesterEmail ?? demoEmail(ROLE.student)),
    agent: await asPerson(college.generated.some((g) => g.part === 'people') ? sampleAgent().email : demoEmail(ROLE.agent)),
    support: desk,
  };
  rows.push(...(await listRows(bench, readers)));
  rows.push(...(await dashboardRows(bench, readers, recorder)));
  rows.push(...(await ticketReplyRows(bench, desk, recorder)));
  await passTurn();
  const races = await bookingRaces(bench);
  await passTurn();
  const chat = await chatRows(bench, recorder);
  rows.push(...chat.rows);
  await passTurn();
  const { enrolmentId, render: pdfRender } = await timeEnrolmentPdf(bench);
  await passTurn();
  clients.agent.destroy();

  // Each bundle's import and first request in a fresh process against this cloud (function-starts.ts): the nearest
  // to a cold start this machine has.
  let firstRequests: Record<string, FirstRequest> = {};
  if (bundlesDir) {
    const student = await signIn(demoEmail(ROLE.student));
    const callers = { superadmin: { token, id: user.id }, studentToken: student.access_token, formId: enrolmentId };
    firstRequests = await timeFirstRequests(
      bundlesDir,
      functionSizes.map(([name]) => name),
      cloud.env,
      callers,
    );
  }

  const spa = spaBuild ? await weighSpa(cloud.url) : undefined;
  endTurns();
  results = {
    college: COLLEGE,
    startedAt,
    host,
    commit,
    generated: college.generated,
    heap,
    rawRows,
    rows,
    pdfRender,
    chat: chat.result,
    bookingRaces: races,
    functionSizes,
    firstRequests,
    spaBuild,
    spa,
  };
} finally {
  await cloud.stop();
  if (bundlesDir) rmSync(bundlesDir, { recursive: true, force: true });
}

// The 1x report first: this one's comparison of the sizes reads it.
await partnerPublished();
publish(results);
