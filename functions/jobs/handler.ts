// Scheduled housekeeping (EventBridge every minute on AWS, a timer in the local cloud).
import middy from '@middy/core';
import { sweepStaleConnections } from '@functions/lib/realtime';
import { logger } from '@functions/lib/logger';
import { observe } from '@functions/lib/observability';

const run = async (): Promise<{ staleConnections: number }> => {
  const staleConnections = await sweepStaleConnections();
  // On the invocation's one summary line.
  logger.appendKeys({ stale_connections: staleConnections });
  return { staleConnections };
};

export const handler = middy(run).use(observe('jobs'));
