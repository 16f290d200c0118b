// The local cloud's stand-in for Lambda's Invoke call (infra/local/lambda-api.ts), which functions hand
// background work through (functions/platform/background.ts): the SDK's own client reaches it, an asynchronous
// invocation is queued with 202, and nothing unsigned or outside the portal's functions is run.
import { InvokeCommand, LambdaClient, ResourceNotFoundException } from '@aws-sdk/client-lambda';
import { describe, expect, inject, it } from 'vitest';
import { EMULATOR_CREDENTIALS } from '../../infra/local/credentials';
import { call } from '../support/api';

const lambda = new LambdaClient({ region: 'ap-southeast-2', endpoint: `${inject('apiUrl')}/_lambda`, credentials: EMULATOR_CREDENTIALS });

const task = { task: 'mail-order-invoice', orderId: 'NOSUCHORDER', subject: 'Nothing', paragraphs: ['Nothing'] };

describe('Lambda’s Invoke call in the local cloud', () => {
  it('queues an asynchronous invocation of a portal function with 202, as Lambda does', async () => {
    // Act
    const res = await lambda.send(new InvokeCommand({ FunctionName: 'pdf', InvocationType: 'Event', Payload: JSON.stringify(task) }));
    // Assess
    expect(res.StatusCode).toBe(202);
  });

  it('refuses a function that is not the portal’s, and a call not signed with the local cloud’s key', async () => {
    // Act
    const unknown = await lambda
      .send(new InvokeCommand({ FunctionName: 'jobs-or-worse', InvocationType: 'Event', Payload: '{}' }))
      .catch((e: unknown) => e);
    const unsigned = await call('POST', '/_lambda/2015-03-31/functions/pdf/invocations', {
      body: task,
      headers: { 'x-amz-invocation-type': 'Event' },
    });
    // Assess
    expect(unknown).toBeInstanceOf(ResourceNotFoundException);
    expect(unsigned.status).toBe(403);
  });
});
