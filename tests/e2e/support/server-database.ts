import path from 'node:path';
import SQLite from 'better-sqlite3';

type Row = Record<string, unknown>;

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

  /** Stored objects with these bytes (the store's own SHA-256 of the whole file). */
  objectsWithHash(sha256: string): Row[] {
    return this.db.prepare('select * from objects where sha256 = ? order by created_at').all(sha256) as Row[];
  }

  /** Every case (order) row of a patient, in creation order. */
  ordersOf(patientId: number): Row[] {
    return this.db.prepare('select * from orders where patient_id = ? order by id').all(patientId) as Row[];
  }

  /** One case (order) row by its id. */
  order(orderId: number): Row | undefined {
    return this.db.prepare('select * from orders where id = ?').get(orderId) as Row | undefined;
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
