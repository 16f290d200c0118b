// Scheduled housekeeping (EventBridge every minute on AWS, a timer in the local cloud).
import { sweepStaleConnections } from '@functions/lib/realtime';
import { logger } from '@functions/lib/logger';

export const handler = async (): Promise<{ staleConnections: number }> => {
  const staleConnections = await sweepStaleConnections();
  if (staleConnections) logger.info('swept stale websocket connections', { staleConnections });
  return { staleConnections };
};
