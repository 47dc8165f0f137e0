/**
 * The manufacturer's factories as the operator writes them: `CODE:NAME:CITY` (the admin command's `--factory` and the
 * `FACTORIES` variable, comma-separated). Spec section 9 names Hangzhou and Zhuhai; production names its own.
 */
export type FactorySpec = { code: string; name: string; city: string };

/** A factory code: 2-8 letters or digits, kept upper-case (HZ, ZH). */
export const FACTORY_CODE = /^[A-Z0-9]{2,8}$/;

export function parseFactorySpec(spec: string): FactorySpec {
  const [code = '', name = '', city = ''] = spec.split(':');
  return { code, name, city };
}

/**
 * `FACTORIES`: `HZ:Hangzhou factory:Hangzhou,ZH:Zhuhai factory:Zhuhai`. Answers the factories, or the first problem
 * in words (the server does not start with it).
 */
export function parseFactoryList(text: string): { factories: FactorySpec[] } | { problem: string } {
  const factories = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(parseFactorySpec)
    .map((f) => ({ code: f.code.trim().toUpperCase(), name: f.name.trim(), city: f.city.trim() }));
  if (factories.length === 0) return { problem: 'name one factory at least, as CODE:NAME:CITY' };
  for (const f of factories) {
    if (!FACTORY_CODE.test(f.code)) return { problem: `"${f.code}" is not a factory code (2-8 letters or digits)` };
    if (!f.name || !f.city) return { problem: `${f.code}: give both NAME and CITY (CODE:NAME:CITY)` };
    if (f.name.length > 100 || f.city.length > 100) return { problem: `${f.code}: NAME and CITY take at most 100 characters` };
  }
  const codes = new Set(factories.map((f) => f.code));
  if (codes.size !== factories.length) return { problem: 'a factory code is repeated' };
  return { factories };
}
