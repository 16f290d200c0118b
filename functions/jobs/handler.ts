// Scheduled housekeeping (EventBridge every minute on AWS, a timer in the local cloud).
import middy from '@middy/core';
import { sweepStagedUploads } from '@functions/lib/attachments';
import { remindClocksRunningOut } from '@functions/lib/form-clocks';
import { sweepStaleConnections } from '@functions/lib/realtime';
import { logger } from '@functions/lib/logger';
import { observe } from '@functions/lib/observability';

const run = async (): Promise<{ staleConnections: number; abandonedUploads: number; clockReminders: number }> => {
  const staleConnections = await sweepStaleConnections();
  const abandonedUploads = await sweepStagedUploads();
  const clockReminders = await remindClocksRunningOut();
  // On the invocation's one summary line.
  logger.appendKeys({ stale_connections: staleConnections, abandoned_uploads: abandonedUploads, clock_reminders: clockReminders });
  return { staleConnections, abandonedUploads, clockReminders };
};

export const handler = middy(run).use(observe('jobs'));
