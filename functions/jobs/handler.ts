// Scheduled housekeeping (EventBridge every minute on AWS, a timer in the local cloud).
import middy from '@middy/core';
import { sweepStagedUploads } from '@functions/platform/attachments';
import { remindClocksRunningOut } from '@functions/forms/forms';
import { sweepStaleConnections } from '@functions/platform/realtime';
import { logger } from '@functions/platform/logger';
import { drainOutbox } from '@functions/platform/mail-outbox';
import { observe } from '@functions/platform/observability';
import { sweepStalePresence } from '@functions/chat/chat';
import { releaseExpiredHolds, remindTomorrowsSessions } from '@functions/short-courses/short-courses';
import { countSlaBreaches } from '@functions/tickets/tickets';

interface Swept {
  staleConnections: number;
  abandonedUploads: number;
  clockReminders: number;
  releasedHolds: number;
  sessionReminders: number;
  stalePresence: number;
  newSlaBreaches: number;
  outboxSent: number;
}

const run = async (): Promise<Swept> => {
  const staleConnections = await sweepStaleConnections();
  const abandonedUploads = await sweepStagedUploads();
  const clockReminders = await remindClocksRunningOut();
  const releasedHolds = await releaseExpiredHolds();
  const sessionReminders = await remindTomorrowsSessions();
  const stalePresence = await sweepStalePresence();
  const newSlaBreaches = await countSlaBreaches();
  const outboxSent = await drainOutbox();
  // On the invocation's one summary line.
  logger.appendKeys({
    stale_connections: staleConnections,
    abandoned_uploads: abandonedUploads,
    clock_reminders: clockReminders,
    released_holds: releasedHolds,
    session_reminders: sessionReminders,
    stale_presence: stalePresence,
    new_sla_breaches: newSlaBreaches,
    outbox_sent: outboxSent,
  });
  return { staleConnections, abandonedUploads, clockReminders, releasedHolds, sessionReminders, stalePresence, newSlaBreaches, outboxSent };
};

export const handler = middy(run).use(observe('jobs'));
