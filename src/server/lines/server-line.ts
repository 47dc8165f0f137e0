import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely, RawBuilder, Transaction } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { CaseTab } from '../../domain/cases/case-tabs';
import type { LineDefinition, LineWizard } from '../../domain/lines/registry';
import type { TCaseSummary } from '../../domain/orders/list';
import type { MoveDefinition } from '../../domain/orders/moves';
import type { Database } from '../db/schema';
import type { ObjectStore } from '../storage/object-store';
import type { CaseActor, OrderRow } from '../modules/cases/transition';

/**
 * The line's figures an order summary shows (the case list, the factory's queues, the Orders list), each an SQL
 * expression read for the `orders` row of the query it is selected in: null for an order the line has no row for.
 * The core shows the first figure a line has for the order (modules/cases/summary-figures.ts): a line that keeps
 * none has an empty brand and series and no price in the lists.
 */
export type SummaryFigures = {
  /**
   * The line's table of per-order rows (keyed by `order_id`) the figures read: the core left-joins it once by order id,
   * so a listed order costs one lookup per line, not one per figure.
   */
  table: string;
  brand: RawBuilder<string | null>;
  series: RawBuilder<string | null>;
  planPriceCents: RawBuilder<number | null>;
};

/**
 * A doctor whose own cases the /userDoctor overview shows (docs/clinics.md): those they created, and those whose
 * order data names their phone as the doctor's mobile.
 */
export type CaseDoctor = { userId: number; phone: string };

/** A doctor's own orders of a line in a clinic: the case list's tab counts, the latest changed, and their patients. */
export type DoctorCases = { tabCounts: Record<CaseTab, number>; latest: TCaseSummary[]; patientIds: Set<number> };

/** What a line's demo seed is given (src/server/db/seed/seed-demo-data.ts): the store for its files, the demo clinics. */
export type DemoSeeding = { store: ObjectStore; clinics: Record<'main' | 'branch', number>; now: number };

/**
 * The server's part of a product line (docs/orders.md): its declaration (`src/domain/lines/registry.ts`), its own
 * calls, and how a new order's own data, checked against the line's wizard steps, is written to the line's tables.
 */
export type ServerLine = {
  definition: LineDefinition;
  /** The line's own calls (its form moves, lookups and views), mounted under the order service with the core's. */
  routes?: FastifyPluginAsyncZod;
  /**
   * The migrations that make the line's own tables (typed in its `tables.ts`), by name, the files in the line's
   * `migrations/` folder: the database's migration list is the core's and every served line's, run in name order
   * (src/server/db/migrate.ts), so a line's migration takes the next free number of the one sequence.
   */
  migrations?: Readonly<Record<string, Migration>>;
  /**
   * The steps a new order's data is checked against (the line's `<line>/wizard.ts`) and how that data is written, for
   * the core's generic submit. A line whose wizard submits through a call of its own (aligners: /case/submit) has
   * neither, and the generic submit answers 404 for it.
   */
  wizard?: LineWizard;
  saveNewOrder?(trx: Transaction<Database>, orderId: number, data: Record<string, unknown>): Promise<void>;
  /**
   * An order's own data replaced by its resubmission (isEdit), checked as a new order's; absent: the line's orders
   * are not resubmitted through the core.
   */
  saveEditedOrder?(trx: Transaction<Database>, orderId: number, data: Record<string, unknown>): Promise<void>;
  /**
   * The line's own say on a move of its table for this order, before it is made (the generic transition and the line's
   * form calls ask it): a line whose order data decides which steps an order takes (fixed dentures: the implant and
   * try-in steps) throws to refuse the others.
   */
  checkMove?(trx: Transaction<Database>, order: OrderRow, move: MoveDefinition): Promise<void>;
  /**
   * A doctor's own orders of the line in a clinic, the `limit` most recently changed, for the /userDoctor overview
   * (modules/doctor-overview); absent: the overview shows none of the line's.
   */
  doctorCases?(db: Kysely<Database>, clinicId: number, doctor: CaseDoctor, limit: number): Promise<DoctorCases>;
  /**
   * Seeds the line's demo orders in the demo clinics (demo and test mode only), in the demo seed's transaction, after
   * the accounts and patients; answers the lines it adds to the seed's report (none if it seeded nothing).
   */
  seedDemo?(trx: Transaction<Database>, demo: DemoSeeding): Promise<string[]>;
  /** The line's figures an order summary shows (brand, series, the approved plan's price); absent: none. */
  summaryFigures?: SummaryFigures;
  /** What a move of the generic transition does besides the core's effects, after the status changed. */
  afterMove?(
    trx: Transaction<Database>,
    actor: CaseActor,
    order: OrderRow,
    move: MoveDefinition,
    now: number,
  ): Promise<void>;
};
