import type { ReactElement } from 'react';
import type { UserDatabase } from '../lib/offline/db';
import { createStatusStore, OutboxTestProvider, type PassResult } from '../lib/offline/outbox/testing';
import { UserDatabaseTestProvider } from '../lib/offline/user-database-context';
import { renderSignedIn } from './render-signed-in';

const idlePass: PassResult = {
  isLeased: true,
  attempts: 0,
  acknowledged: 0,
  nextDueAt: null,
  isStoppedForSignIn: false,
};

/**
 * Renders signed in over `database` (the device's drafts and outbox), with an outbox whose counts are the live ones
 * and whose drainer never sends: what is queued stays queued for the test to read, and `acknowledge` answers it.
 */
export function renderOnDevice(
  database: UserDatabase,
  ui: ReactElement,
  options: Parameters<typeof renderSignedIn>[1] = {},
) {
  const status = createStatusStore(database);
  return renderSignedIn(
    <UserDatabaseTestProvider value={database}>
      <OutboxTestProvider value={{ status, syncNow: async () => idlePass, onAcknowledged: () => () => undefined }}>
        {ui}
      </OutboxTestProvider>
    </UserDatabaseTestProvider>,
    options,
  );
}
