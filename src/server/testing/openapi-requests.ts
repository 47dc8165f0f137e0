import fc from 'fast-check';

/** The parts of an OpenAPI 3 document the fuzz reads. */
export type JsonSchema = {
  type?: string;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};
type Parameter = { in: 'path' | 'query' | 'header'; name: string; schema?: JsonSchema };
type Operation = { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } };
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

export type Route = { method: string; path: string; operation: Operation };

export type BodyKind = 'json' | 'none' | 'deep-json' | 'octet-stream' | 'text';
export type FuzzRequest = { method: string; url: string; body: BodyKind; json: unknown; idempotencyKey: string | null };

/** Every operation of the document. */
export function routesOf(doc: OpenApiDocument): Route[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}

/** Texts that have broken servers: NUL, lone surrogates, markup, SQL, over-long, escapes. */
const NASTY_TEXT = ['', '\u0000', 'a\u0000b', '\uD800', '<b>x</b>', "' or 1=1 --", 'x'.repeat(300), '%00', '{0}', '1e309', '../../etc/passwd', '😀'];
const NASTY_NUMBER = [-1, 0, 0.5, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308];
const junk = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom<unknown>(null, ...NASTY_TEXT, ...NASTY_NUMBER, [], {}));

/** Values for a schema: mostly valid ones (so requests reach the database), sometimes nasty or of the wrong shape. */
export function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 5) return junk;
  const valid = validFor(schema, depth);
  return fc.oneof({ weight: 6, arbitrary: valid }, { weight: 1, arbitrary: junk });
}

function validFor(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  let arbitrary: fc.Arbitrary<unknown>;
  if (alternatives) arbitrary = fc.oneof(...alternatives.map((s) => valueFor(s, depth + 1)));
  else if (schema.enum) arbitrary = fc.constantFrom(...schema.enum);
  else if (schema.type === 'string') arbitrary = fc.oneof({ weight: 3, arbitrary: textFor(schema) }, { weight: 1, arbitrary: fc.constantFrom(...NASTY_TEXT) });
  else if (schema.type === 'integer' || schema.type === 'number') {
    const ints = fc.integer({ min: Math.max(schema.minimum ?? -5, -(2 ** 31)), max: Math.min(schema.maximum ?? 1_000_000, 2 ** 31) });
    arbitrary = fc.oneof({ weight: 3, arbitrary: ints }, { weight: 1, arbitrary: fc.constantFrom(...NASTY_NUMBER) });
  } else if (schema.type === 'boolean') arbitrary = fc.boolean();
  else if (schema.type === 'array') arbitrary = fc.array(valueFor(schema.items, depth + 1), { maxLength: 3 });
  else if (schema.type === 'object' || schema.properties) {
    const properties = schema.properties ?? {};
    const model = Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, valueFor(s, depth + 1)]));
    arbitrary = fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) });
  } else arbitrary = junk;
  return schema.nullable ? fc.option(arbitrary, { nil: null }) : arbitrary;
}

function textFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= (schema.maxLength ?? 512));
    } catch {
      // A pattern JavaScript cannot compile: plain text then.
    }
  }
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) });
}

/** A path or query value: usually right-looking, sometimes NUL, over-long, or a malformed %-escape sent raw. */
function parameterFor(schema: JsonSchema | undefined): fc.Arbitrary<{ raw: string } | { value: string }> {
  const value = valueFor(schema).map((v) => ({ value: typeof v === 'string' ? v : JSON.stringify(v) ?? '' }));
  const raw = fc.constantFrom({ raw: '%E0%A4%A' }, { raw: '%zz' }, { raw: '9'.repeat(150) }, { raw: '%00' });
  return fc.oneof({ weight: 5, arbitrary: value }, { weight: 1, arbitrary: raw });
}

function encode(p: { raw: string } | { value: string }): string {
  if ('raw' in p) return p.raw;
  try {
    return encodeURIComponent(p.value);
  } catch {
    return '%ED%A0%80'; // a lone surrogate cannot be encoded: send its bytes, which are not UTF-8
  }
}

/** Random requests for one route of the document: its parameters and body, plus bodies of the wrong kind. */
export function requestsFor(route: Route): fc.Arbitrary<FuzzRequest> {
  const parameters = route.operation.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === 'path');
  const queryParams = parameters.filter((p) => p.in === 'query');
  const bodySchema = route.operation.requestBody?.content?.['application/json']?.schema;
  return fc
    .record({
      path: fc.tuple(...pathParams.map((p) => parameterFor(p.schema))),
      query: fc.tuple(...queryParams.map((p) => fc.option(parameterFor(p.schema), { freq: 4 }))),
      body: fc.oneof(
        { weight: 6, arbitrary: fc.constant<BodyKind>(bodySchema ? 'json' : 'none') },
        { weight: 1, arbitrary: fc.constantFrom<BodyKind>('deep-json', 'octet-stream', 'text', 'json', 'none') },
      ),
      json: bodySchema ? valueFor(bodySchema) : junk,
      idempotencyKey: fc.option(fc.stringMatching(/^[a-z0-9-]{8,16}$/), { freq: 2 }),
    })
    .map(({ path, query, body, json, idempotencyKey }) => {
      let i = 0;
      const filled = route.path.replace(/\{[^}]+\}/g, () => encode(path[i++] ?? { value: '1' }));
      const search = queryParams.flatMap((p, j) => {
        const q = query[j];
        return q ? [`${encodeURIComponent(p.name)}=${encode(q)}`] : [];
      });
      return { method: route.method, url: search.length ? `${filled}?${search.join('&')}` : filled, body, json, idempotencyKey };
    });
}
