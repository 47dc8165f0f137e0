import path from 'node:path';
import SQLite from 'better-sqlite3';
import { pollUntil } from './poll.ts';

type Row = Record<string, unknown>;

/** An order with its aligner row's columns (migration 0013 keeps a line's data in the line's table). */
const ORDER_ROWS =
  'select aligner_orders.*, orders.* from orders left join aligner_orders on aligner_orders.order_id = orders.id';

/**
 * The e2e server's SQLite file, read beside the running server (read-only; WAL lets a reader in while it writes):
 * what the server really holds, not what an API chooses to answer. Open it for one question and close it.
 */
export class ServerDatabase {
  private readonly db: SQLite.Database;

  private constructor(db: SQLite.Database) {
    this.db = db;
  }

  static open(dataDir: string): ServerDatabase {
    return new ServerDatabase(new SQLite(path.join(dataDir, 'cuspid.sqlite'), { readonly: true, fileMustExist: true }));
  }

  /** Runs `question` on a fresh read-only connection. */
  static read<T>(dataDir: string, question: (db: ServerDatabase) => T): T {
    const db = ServerDatabase.open(dataDir);
    try {
      return question(db);
    } finally {
      db.close();
    }
  }

  /** Polls until `read` gives `expected` (a status, a count); fails with what it last saw. */
  static async until<T>(
    dataDir: string,
    read: (db: ServerDatabase) => T,
    expected: T,
    what: string,
    timeout = 20_000,
  ): Promise<void> {
    await pollUntil(() => ServerDatabase.read(dataDir, read), (seen) => seen === expected, what, timeout);
  }

  close(): void {
    this.db.close();
  }

  /** Every patient row of a clinic with this name, deleted or not (a duplicate is a second row, whatever its state). */
  patientsNamed(clinicId: number, name: string): Row[] {
    return this.db
      .prepare('select * from patients where clinic_id = ? and name = ? order by id')
      .all(clinicId, name) as Row[];
  }

  stagesOf(patientId: number): Row[] {
    return this.db.prepare('select * from image_stages where patient_id = ? order by id').all(patientId) as Row[];
  }

  imagesOf(patientId: number): Row[] {
    return this.db.prepare('select * from clinic_images where patient_id = ? order by id').all(patientId) as Row[];
  }

  /**
   * Whether a day is a working day on the server's holiday calendar (migration 0018): listed as a make-up working day,
   * else not listed as a holiday and Monday to Friday. The same rule as src/domain/calendar/holidays.ts.
   */
  isWorkingDay(day: string): boolean {
    const listed = this.db.prepare('select kind from holiday_days where day = ?').get(day) as
      { kind: string } | undefined;
    if (listed) return listed.kind === 'workday';
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    return weekday !== 0 && weekday !== 6;
  }

  /** The first working day on or after `day`. */
  nextWorkingDay(day: string): string {
    let candidate = day;
    while (!this.isWorkingDay(candidate)) candidate = addDay(candidate, 1);
    return candidate;
  }

  /** Any read-only question the named helpers do not ask. */
  query(sql: string, ...params: unknown[]): Row[] {
    return this.db.prepare(sql).all(...params) as Row[];
  }

  /** Stored objects with these bytes (the store's own SHA-256 of the whole file). */
  objectsWithHash(sha256: string): Row[] {
    return this.db.prepare('select * from objects where sha256 = ? order by created_at').all(sha256) as Row[];
  }

  /** Every case (order) row of a patient, in creation order, with its line's row (aligners) when it has one. */
  ordersOf(patientId: number): Row[] {
    return this.db.prepare(`${ORDER_ROWS} where orders.patient_id = ? order by orders.id`).all(patientId) as Row[];
  }

  /** One case (order) row by its id, with its line's row (aligners) when it has one. */
  order(orderId: number): Row | undefined {
    return this.db.prepare(`${ORDER_ROWS} where orders.id = ?`).get(orderId) as Row | undefined;
  }

  /** A case's timeline as the server keeps it. */
  eventsOf(orderId: number): Row[] {
    return this.db.prepare('select * from order_events where order_id = ? order by id').all(orderId) as Row[];
  }

  /** A case's treatment plans (revisions), oldest first. */
  plansOf(orderId: number): Row[] {
    return this.db.prepare('select * from order_plans where order_id = ? order by id').all(orderId) as Row[];
  }

  /** A case's shipments (carrier, tracking number), oldest first. */
  shipmentsOf(orderId: number): Row[] {
    return this.db.prepare('select * from order_shipments where order_id = ? order by id').all(orderId) as Row[];
  }

  /** The patient models (3D scans) of a patient. */
  modelsOf(patientId: number): Row[] {
    return this.db.prepare('select * from patient_models where patient_id = ? order by id').all(patientId) as Row[];
  }

  /** The unread reminders of a user (by phone), oldest first. */
  unreadRemindersOf(phone: string): Row[] {
    return this.db
      .prepare(
        'select n.* from notifications n join users u on u.id = n.user_id where u.phone = ? and n.read_at is null order by n.id',
      )
      .all(phone) as Row[];
  }

  /** The clinic ids a user (by phone) belongs to. */
  clinicIdsOf(phone: string): number[] {
    const rows = this.db
      .prepare(
        'select m.clinic_id from clinic_members m join users u on u.id = m.user_id where u.phone = ? order by m.clinic_id',
      )
      .all(phone) as { clinic_id: number }[];
    return rows.map((row) => row.clinic_id);
  }
}

/** Today plus `offsetDays`, as `YYYY-MM-DD` on this machine's calendar. */
export function dayText(offsetDays = 0): string {
  const day = new Date(Date.now() + offsetDays * 24 * 60 * 60 * 1000);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

/** `YYYY-MM-DD` plus `days` calendar days. */
export function addDay(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}
