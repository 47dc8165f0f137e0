import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FIRST_ROUTE_JS_BUDGET, measureFirstRoute } from './support/first-route.ts';
import { serverAndBrowser } from './support/suite.ts';

/**
 * Issue 15: the first route (/login) stays within its JS budget as features arrive, so a change that pulls a
 * signed-in module or message into it fails here, not only in `npm run bench`. Bytes, not time: the count is the same
 * on a loaded machine.
 */
const suite = serverAndBrowser();

test('the first route downloads at most 100 KB of JS, gzip-compressed', async () => {
  const sizes = await measureFirstRoute(suite.browser, suite.server.url);
  const listing = sizes.files.map((file) => `${file.path} ${file.gzip} B`).join('\n');
  assert.ok(sizes.files.length > 0, 'the page downloaded its scripts');
  assert.ok(
    sizes.js <= FIRST_ROUTE_JS_BUDGET,
    `the first route's JS is ${sizes.js} B gzip, over the ${FIRST_ROUTE_JS_BUDGET} B budget:\n${listing}`,
  );
});
