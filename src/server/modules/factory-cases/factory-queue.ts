import { sql, type Kysely } from 'kysely';
import { FACTORY_QUEUE_STATUSES, type TFactoryQueuePage } from '../../../domain/orders/list';
import { FACTORY_QUEUES, type FactoryQueue } from '../../../domain/orders/moves';
import type { Database } from '../../db/schema';
import { likePattern } from '../../db/like-pattern';
import { factoryScope, selectSummaries, toCaseSummary, type CaseActor } from '../cases';

export type FactoryQueueInput = { queue: FactoryQueue; keyword: string; pageIndex: number; pageSize: number };
/** Whose queue: a factory user sees their factory's cases only (`factoryScope`). */
export type FactoryQueueViewer = Pick<CaseActor, 'factoryId'>;

/** Queues of finished cases, or of everything, read newest change first; the work queues read oldest waiting first. */
const NEWEST_FIRST: ReadonlySet<FactoryQueue> = new Set(['closed', 'all']);

/**
 * The viewer's factory's queue across every clinic: the cases in the queue's statuses ('all': every case), searched by patient
 * (name or phone) or clinic name. `queueCounts` says how many cases each queue holds with the same search, from one
 * grouped count.
 */
export async function findFactoryQueue(db: Kysely<Database>, viewer: FactoryQueueViewer, input: FactoryQueueInput): Promise<TFactoryQueuePage> {
  let matching = selectSummaries(db).where(factoryScope(viewer));
  if (input.keyword !== '') {
    const pattern = likePattern(input.keyword);
    matching = matching.where(
      sql<boolean>`(orders.search_text like ${pattern} escape '\\' or lower(clinics.name) like ${pattern} escape '\\')`,
    );
  }
  const perStatus = await matching
    .clearSelect()
    .select(['orders.status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('orders.status')
    .execute();
  const queueCounts = countQueues(perStatus.map((row) => ({ status: row.status, count: Number(row.count) })));

  const inQueue =
    input.queue === 'all' ? matching : matching.where('orders.status', 'in', [...FACTORY_QUEUE_STATUSES[input.queue]]);
  const direction = NEWEST_FIRST.has(input.queue) ? 'desc' : 'asc';
  const rows = await inQueue
    .orderBy('orders.updated_at', direction)
    .orderBy('orders.id', direction)
    .limit(input.pageSize)
    .offset((input.pageIndex - 1) * input.pageSize)
    .execute();
  return { list: rows.map(toCaseSummary), total: queueCounts[input.queue], queueCounts };
}

/** Each queue's count from the count per status ('all': every case). */
export function countQueues(perStatus: readonly { status: number; count: number }[]): Record<FactoryQueue, number> {
  const counts = Object.fromEntries(FACTORY_QUEUES.map((queue) => [queue, 0])) as Record<FactoryQueue, number>;
  for (const { status, count } of perStatus) {
    counts.all += count;
    for (const queue of FACTORY_QUEUES) {
      if (queue !== 'all' && FACTORY_QUEUE_STATUSES[queue].includes(status)) counts[queue] += count;
    }
  }
  return counts;
}
