// JS and CSS the first route (/login) makes the browser download, gzip-compressed, against the 100 KB JS budget
// (tests/e2e/support/first-route.ts measures; the e2e suite holds the same budget). Over budget, the benchmark fails
// (exit code 1).
import { launchChromium } from '../e2e/support/chromium.ts';
import { FIRST_ROUTE_JS_BUDGET, measureFirstRoute } from '../e2e/support/first-route.ts';
import { startServer } from '../e2e/support/server.ts';
import { kb, ratio, report } from './support.ts';

const server = await startServer();
const browser = await launchChromium();
try {
  const sizes = await measureFirstRoute(browser, server.url);
  report({
    name: 'first-route-size',
    figures: {
      jsGzipKB: kb(sizes.js),
      cssGzipKB: kb(sizes.css),
      jsBudgetRatio: ratio(sizes.js, FIRST_ROUTE_JS_BUDGET),
    },
    summary: [
      `JS  ${kb(sizes.js)} KB gzip = ${ratio(sizes.js, FIRST_ROUTE_JS_BUDGET)} x the 100 KB budget`,
      `CSS ${kb(sizes.css)} KB gzip`,
      ...sizes.files.map((file) => `  ${file.path} ${kb(file.gzip)} KB`),
    ].join('\n'),
  });
  if (sizes.js > FIRST_ROUTE_JS_BUDGET) {
    console.error(`FAILED: the first route's JS is over the ${kb(FIRST_ROUTE_JS_BUDGET)} KB budget`);
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  await server.stop();
}
