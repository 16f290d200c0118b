// Scheduled housekeeping (EventBridge every minute on AWS, a timer in the local cloud).
import middy from '@middy/core';
import { sweepStagedUploads } from '@functions/lib/attachments';
import { sweepStaleConnections } from '@functions/lib/realtime';
import { logger } from '@functions/lib/logger';
import { observe } from '@functions/lib/observability';

const run = async (): Promise<{ staleConnections: number; abandonedUploads: number }> => {
  const staleConnections = await sweepStaleConnections();
  const abandonedUploads = await sweepStagedUploads();
  // On the invocation's one summary line.
  logger.appendKeys({ stale_connections: staleConnections, abandoned_uploads: abandonedUploads });
  return { staleConnections, abandonedUploads };
};

export const handler = middy(run).use(observe('jobs'));
