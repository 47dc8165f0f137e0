import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { UserDatabase } from './db';

const UserDatabaseContext = createContext<UserDatabase | null>(null);

/**
 * The signed-in user's IndexedDB database (drafts, outbox, uploads) for everything below. Dexie opens it on first
 * use, so children render at once; it is closed when the user changes.
 */
export function UserDatabaseProvider({ userId, children }: { userId: string; children: ReactNode }) {
  const database = useMemo(() => new UserDatabase(userId), [userId]);
  useEffect(() => () => database.close(), [database]);
  return <UserDatabaseContext.Provider value={database}>{children}</UserDatabaseContext.Provider>;
}

/** The signed-in user's database; only inside the signed-in routes. */
export function useUserDatabase(): UserDatabase {
  const database = useContext(UserDatabaseContext);
  if (!database) throw new Error('useUserDatabase needs a UserDatabaseProvider (signed-in routes only).');
  return database;
}

/** For tests and stories: a given database. */
export const UserDatabaseTestProvider = UserDatabaseContext.Provider;
