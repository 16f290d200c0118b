// Reads a request body up to a size limit, as API Gateway does before it invokes anything.
import type { IncomingMessage } from 'node:http';

export class PayloadTooLargeError extends Error {}

/** The whole body, or PayloadTooLargeError as soon as it passes `limitBytes` (the rest is never buffered). */
export const readBody = (req: IncomingMessage, limitBytes: number): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    if (Number(req.headers['content-length'] ?? 0) > limitBytes) {
      reject(new PayloadTooLargeError());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limitBytes) {
        req.off('data', onData);
        reject(new PayloadTooLargeError());
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
  });
