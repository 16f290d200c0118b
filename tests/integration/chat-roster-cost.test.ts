// What the transfer picker's roster (functions/chat/availability.ts) reads, on a table of its own so that the staff who
// have been online are the test's: those marked online and the asker's own presence, so its reads stay the same however
// many members of staff have ever been online (before, it read every presence item, a page per MB of them).
import { beforeEach, describe, expect, it } from 'vitest';
import { useFreshTable } from '../support/fresh-table';

/** The chat's store and the roster on a new, empty table (the modules read the table name once, at import). */
const freshStore = async () => {
  await useFreshTable('chat-roster');
  const [chats, availability, storeCalls] = await Promise.all([
    import('@functions/chat/chat-store'),
    import('@functions/chat/availability'),
    import('@functions/platform/store-calls'),
  ]);
  return { chats, availability, storeCalls };
};

let store: Awaited<ReturnType<typeof freshStore>>;
beforeEach(async () => {
  store = await freshStore();
});

/** A member of staff's presence as it is kept: online now, or last seen an hour ago. */
const presence = (userId: string, isOnline: boolean, name = 'Sam Staff') => ({
  userId,
  name,
  role: 'Student Support',
  isOnline,
  availableForChat: true,
  lastActivityAt: new Date(Date.now() - (isOnline ? 0 : 3_600_000)).toISOString(),
});

const rosterWithCalls = async (userId: string) => {
  const counter = store.storeCalls.startCountingStoreCalls();
  const { staff } = await store.availability.roster({ userId });
  return { ids: staff.map((s) => s.id), calls: counter.calls };
};

describe('the transfer picker’s roster', () => {
  it('reads those online and the asker alone: two calls, whether nobody else or 600 members of staff (2.4 MB) have been online', async () => {
    // Prepare: the asker and a colleague online
    await store.chats.PresenceEntity.put([presence('user-asker', true), presence('user-colleague', true)]).go();
    const alone = await rosterWithCalls('user-asker');
    // 600 members of staff who were online (4 KB each: three pages of a read of them all)
    const gone = Array.from({ length: 600 }, (_, i) => presence(`user-gone-${String(i).padStart(3, '0')}`, false, 'G'.repeat(4_000)));
    for (let i = 0; i < gone.length; i += 100) await store.chats.PresenceEntity.put(gone.slice(i, i + 100)).go();
    // Act
    const crowded = await rosterWithCalls('user-asker');
    // Assess
    expect(alone).toEqual({ ids: ['user-asker', 'user-colleague'], calls: 2 });
    expect(crowded).toEqual(alone);
  });
});
