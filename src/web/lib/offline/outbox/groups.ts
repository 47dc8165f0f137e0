import type { UserDatabase } from '../db';
import type { OutboxEntity } from './types';

/**
 * Groups: the items of one group are sent one after another in `seq` order (one patient, one case); groups are
 * independent, so one stuck item never holds up another patient's. A group is named `<entity>:<key>`, the key a
 * server id (`patient:17`) or a local id (`patient:local:<itemId>`).
 *
 * A record created offline is first known by its local id. Once the server answers, an alias row maps
 * `patient:<serverId>` back to the local id, so work queued later under the server id joins the same group and
 * cannot overtake work queued earlier under the local id.
 */
export function groupKey(entity: OutboxEntity, key: string | number): string {
  return `${entity}:${key}`;
}

/** The alias row's key for a record the server created: the same shape as a group (`patient:17`). */
export const aliasKey = groupKey;

/** The group as it was first named: `patient:17` becomes `patient:local:<itemId>` when patient 17 was created offline. */
export async function canonicalGroup(db: UserDatabase, group: string): Promise<string> {
  const alias = await db.outboxAliases.get(group);
  if (!alias) return group;
  const entity = group.slice(0, group.indexOf(':'));
  return `${entity}:${alias.localId}`;
}

/** The group of the work on one record, as enqueue will file it. */
export function groupFor(db: UserDatabase, entity: OutboxEntity, key: string | number): Promise<string> {
  return canonicalGroup(db, groupKey(entity, key));
}
