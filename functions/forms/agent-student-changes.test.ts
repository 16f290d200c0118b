// How a save of an agent's form changes the agent's list of students (entryChanges): worked out from the list's items
// as read, so each case is a table of before and after, without a store.
import { describe, expect, it } from 'vitest';
import type { AgentStudent } from './agent-students-db';
import { entriesOf, entryChanges, type Linkable } from './agent-student-changes';

const AT = '2026-03-02T00:00:00.000Z';

const form = (overrides: Partial<Linkable> = {}): Linkable => ({
  id: 'form-1',
  formTypeId: 1,
  ownerId: 'agent-1',
  isAgent: true,
  agentName: 'Priya Agent',
  status: 'draft',
  verified: false,
  firstname: 'Mai',
  lastname: 'Tran',
  email: 'mai@example.com',
  studentId: '',
  createdAt: '2026-03-01T00:00:00.000Z',
  ...overrides,
});

const entry = (overrides: Partial<AgentStudent> = {}): AgentStudent => ({
  agentId: 'agent-1',
  studentKey: 'email:mai@example.com',
  name: 'Mai Tran',
  email: 'mai@example.com',
  studentNumber: '',
  forms: 1,
  drafts: [{ id: 'form-1', formTypeId: 1, createdAt: '2026-03-01T00:00:00.000Z' }],
  missing: 'yes',
  changedAt: '2026-03-01T00:00:00.000Z',
  revision: 1,
  ...overrides,
});

const read = (...entries: AgentStudent[]) => new Map(entries.map((e) => [`${e.agentId}\n${e.studentKey}`, e]));

describe('entryChanges', () => {
  it('makes a new student of a new form, with its draft open', () => {
    // Act
    const [change, ...more] = entryChanges(read(), undefined, form(), AT);
    // Assess
    expect(more).toEqual([]);
    expect(change).toEqual({ was: undefined, now: entry({ changedAt: AT }) });
  });

  it('counts a form saved again for the same student once, and takes it off the drafts once submitted', () => {
    // Prepare
    const stored = entry();
    // Act
    const [change] = entryChanges(read(stored), form(), form({ status: 'submitted', lastname: 'Tran-Le' }), AT);
    // Assess
    expect(change!.now).toEqual(entry({ name: 'Mai Tran-Le', forms: 1, drafts: [], missing: 'no', changedAt: AT, revision: 2 }));
  });

  it('moves a form whose e-mail was typed from the student by name to the one by e-mail, dropping the emptied one', () => {
    // Prepare
    const byName = entry({ studentKey: 'name:mai tran', email: '' });
    const byEmail = entry({ drafts: [{ id: 'form-2', formTypeId: 2, createdAt: '2026-02-01T00:00:00.000Z' }] });
    // Act
    const changes = entryChanges(read(byName, byEmail), form({ email: '' }), form(), AT);
    // Assess
    expect(changes).toEqual([
      { was: byName, now: undefined },
      {
        was: byEmail,
        now: entry({
          forms: 2,
          drafts: [...byEmail.drafts, { id: 'form-1', formTypeId: 1, createdAt: '2026-03-01T00:00:00.000Z' }],
          changedAt: AT,
          revision: 2,
        }),
      },
    ]);
  });

  it('leaves a form a member of staff or a student filled in off every list', () => {
    // Act
    const changes = entryChanges(read(), undefined, form({ isAgent: false }), AT);
    // Assess
    expect(changes).toEqual([]);
  });
});

describe('entriesOf', () => {
  it('files each student once, with the details of the latest change and every form counted', () => {
    // Prepare
    const forms = Array.from({ length: 301 }, (_, i) => ({
      ...form({ id: `form-${i}`, status: i === 300 ? 'draft' : 'submitted', email: i % 2 ? 'MAI@example.com' : 'mai@example.com' }),
      updatedAt: `2026-03-01T00:00:00.${String(i).padStart(3, '0')}Z`,
    }));
    // Act
    const entries = entriesOf([...forms].reverse());
    // Assess
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ email: 'mai@example.com', forms: 301, drafts: [expect.objectContaining({ id: 'form-300' })] });
  });
});
