import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './schema';

/** What a slot stands for in the builder while a shape is compiled: text no value of the app holds (NUL inside). */
const SLOT_MARK = '\u0000slot:';

type Template<R> = { compiled: CompiledQuery<R>; slotAt: (string | null)[] };

/**
 * A query of a few fixed shapes, built and compiled once per database and shape and then run with each call's values
 * (issue 15: Kysely builds and compiles a query afresh on every call, tens of microseconds for a join, a good part of
 * a hot list route's time). `build` receives, for each value that changes from call to call, a slot standing for it
 * (never the value), and must not branch on them: everything that changes the SQL text belongs in `shape`. The first
 * compile of a shape checks that every slot became a parameter and that no slot reached the SQL text.
 *
 * Only for reads run on the database itself (`db`), not in a transaction.
 */
export function compiledOnce<Shape, Values extends Record<string, unknown>, R>(
  build: (db: Kysely<Database>, shape: Shape, slots: Values) => Compilable<R>,
): (db: Kysely<Database>, shape: Shape, values: Values) => CompiledQuery<R> {
  const byDb = new WeakMap<Kysely<Database>, Map<Shape, Template<R>>>();
  return (db, shape, values) => {
    let shapes = byDb.get(db);
    if (!shapes) byDb.set(db, (shapes = new Map()));
    let template = shapes.get(shape);
    if (!template) {
      template = compileTemplate(build, db, shape, Object.keys(values));
      shapes.set(shape, template);
    }
    const { compiled, slotAt } = template;
    return {
      ...compiled,
      parameters: compiled.parameters.map((parameter, i) => {
        const slot = slotAt[i];
        return slot === null || slot === undefined ? parameter : values[slot];
      }),
    };
  };
}

function compileTemplate<Shape, Values extends Record<string, unknown>, R>(
  build: (db: Kysely<Database>, shape: Shape, slots: Values) => Compilable<R>,
  db: Kysely<Database>,
  shape: Shape,
  names: string[],
): Template<R> {
  const slots = Object.fromEntries(names.map((name) => [name, `${SLOT_MARK}${name}`])) as unknown as Values;
  const compiled = build(db, shape, slots).compile();
  const slotAt = compiled.parameters.map((parameter) =>
    typeof parameter === 'string' && parameter.startsWith(SLOT_MARK) ? parameter.slice(SLOT_MARK.length) : null,
  );
  const unused = names.filter((name) => !slotAt.includes(name));
  if (unused.length > 0 || compiled.sql.includes(SLOT_MARK) || slotAt.some((name) => name !== null && !names.includes(name)))
    throw new Error(`compiledOnce: every value must be a parameter of the query (unused: ${unused.join(', ') || 'none'})`);
  return { compiled, slotAt };
}
