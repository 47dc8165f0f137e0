import { afterAll, beforeAll } from 'vitest';
import { buildWorld, type World } from './principals';
import { createTestApp, type TestApp } from './test-app';
import type { DatabaseKind } from './test-database';

/** A describe block's app on `kind` with the principals' world (testing/principals.ts), made before and closed after. */
export function appWithWorld(kind: DatabaseKind): { readonly t: TestApp; readonly world: World } {
  const held = {} as { t: TestApp; world: World };
  beforeAll(async () => {
    held.t = await createTestApp(kind);
    held.world = await buildWorld(held.t.app);
  });
  afterAll(async () => held.t.close());
  return held;
}
