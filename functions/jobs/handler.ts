// Scheduled housekeeping (EventBridge every minute on AWS, a timer in the local cloud).
import { sweepStagedUploads } from '@functions/lib/attachments';
import { sweepStaleConnections } from '@functions/lib/realtime';
import { logger } from '@functions/lib/logger';

export const handler = async (): Promise<{ staleConnections: number; abandonedUploads: number }> => {
  const staleConnections = await sweepStaleConnections();
  if (staleConnections) logger.info('swept stale websocket connections', { staleConnections });
  const abandonedUploads = await sweepStagedUploads();
  if (abandonedUploads) logger.info('swept uploads nobody confirmed within a day', { abandonedUploads });
  return { staleConnections, abandonedUploads };
};
