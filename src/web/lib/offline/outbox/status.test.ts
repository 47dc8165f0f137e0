import { afterEach, describe, expect, it } from 'vitest';
import type { UserDatabase } from '../db';
import { createStatusStore } from './status';
import { newTestDatabase, queueCreate } from './testing/outbox-fixtures';

const opened: UserDatabase[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

describe('the outbox status', () => {
  it('is unknown until the outbox was read, then counts what it holds', async () => {
    const db = newTestDatabase();
    opened.push(db);
    await queueCreate(db, 'Li Na');
    const store = createStatusStore(db);
    expect(store.getSnapshot()).toMatchObject({ isKnown: false });

    const stop = store.subscribe(() => undefined);
    await expect.poll(() => store.getSnapshot().isKnown).toBe(true);
    expect(store.getSnapshot()).toMatchObject({ waiting: 1, sending: 0, attention: 0 });

    // Nobody looks any more: the next look starts from unknown, not from counts that may be old by then.
    stop();
    expect(store.getSnapshot().isKnown).toBe(false);
  });
});
