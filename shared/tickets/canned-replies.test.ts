import { describe, expect, it } from 'vitest';
import { fillCannedReply } from './canned-replies';

const ticket = { subject: 'Payment plan question', requester: { name: 'Sam Lee Nguyen' } };

describe('fillCannedReply', () => {
  it("fills in the requester's first and full name and the ticket's subject, as often as they appear", () => {
    expect(fillCannedReply('Hi {first_name}, about "{subject}": yes. {first_name}, {name}', ticket)).toBe(
      'Hi Sam, about "Payment plan question": yes. Sam, Sam Lee Nguyen',
    );
  });

  it('leaves other braces as written, and greets a guest known only by e-mail as "there"', () => {
    expect(fillCannedReply('Hi {first_name}, see {the policy}.', { subject: 'Fees', requester: { name: 'casey@example.com' } })).toBe(
      'Hi there, see {the policy}.',
    );
  });

  it('does not read a filled-in value as a placeholder again', () => {
    expect(fillCannedReply('{subject}', { subject: '{name}', requester: { name: 'Sam' } })).toBe('{name}');
  });
});
