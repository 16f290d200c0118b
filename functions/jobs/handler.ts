// Scheduled housekeeping (EventBridge every minute on AWS, a timer in the local cloud).
import middy from '@middy/core';
import { sweepStagedUploads } from '@functions/lib/attachments';
import { remindClocksRunningOut } from '@functions/lib/form-clocks';
import { sweepStaleConnections } from '@functions/lib/realtime';
import { logger } from '@functions/lib/logger';
import { observe } from '@functions/lib/observability';
import { releaseExpiredHolds } from '@functions/lib/short-course-holds';

const run = async (): Promise<{ staleConnections: number; abandonedUploads: number; clockReminders: number; releasedHolds: number }> => {
  const staleConnections = await sweepStaleConnections();
  const abandonedUploads = await sweepStagedUploads();
  const clockReminders = await remindClocksRunningOut();
  const releasedHolds = await releaseExpiredHolds();
  // On the invocation's one summary line.
  logger.appendKeys({
    stale_connections: staleConnections,
    abandoned_uploads: abandonedUploads,
    clock_reminders: clockReminders,
    released_holds: releasedHolds,
  });
  return { staleConnections, abandonedUploads, clockReminders, releasedHolds };
};

export const handler = middy(run).use(observe('jobs'));
