import { describe, expect, it } from 'vitest';
import { isUnavailable } from './unavailable';

const wrapped = (cause: unknown) => Object.assign(new Error('ElectroDB: error while querying'), { cause });

describe('isUnavailable', () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })],
    ['a reset connection, wrapped by ElectroDB', wrapped(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }))],
    ['the SDK giving up on time', Object.assign(new Error('timed out'), { name: 'TimeoutError' })],
    ['DynamoDB throttling', wrapped(Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' }))],
    ['a 5xx from the service', Object.assign(new Error('oops'), { $metadata: { httpStatusCode: 503 } })],
  ])('takes %s for a dependency out of reach or busy', (_, error) => {
    expect(isUnavailable(error)).toBe(true);
  });

  it.each([
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    [
      'a refused condition (4xx)',
      wrapped(
        Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException', $metadata: { httpStatusCode: 400 } }),
      ),
    ],
    ['nothing', undefined],
    ['a string', 'ECONNREFUSED'],
  ])('does not take %s for one', (_, error) => {
    expect(isUnavailable(error)).toBe(false);
  });
});
