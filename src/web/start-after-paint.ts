/**
 * The start of a page whose HTML already shows it (the prerendered /login, server/http/static-web.ts): the app's
 * scripts are asked for once that HTML is on screen (the browser's first-contentful-paint entry), so on a slow line
 * the form shows before they download rather than after, and the stylesheet it waits for has the line to itself.
 * What is typed meanwhile is kept (app/prerendered-root.ts). A hidden tab paints nothing and starts at once; none
 * waits more than MAX_WAIT_MS (a browser without paint timing waits that long). Its own small entry of the build, on
 * the first route's budget (the CSP allows no inline script); the server names the entry and its preloads in its
 * `data-*` attributes. No `crossorigin`: same-origin module scripts and their preloads fetch alike without it.
 */
const MAX_WAIT_MS = 3000;

const loader = document.querySelector<HTMLScriptElement>('script[data-entry]');
let isStarted = false;

function start(): void {
  if (isStarted || !loader) return;
  isStarted = true;
  for (const href of (loader.dataset.modules ?? '').split(' ').filter(Boolean))
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  document.head.append(Object.assign(document.createElement('script'), { type: 'module', src: loader.dataset.entry }));
}

const isPainted = () => performance.getEntriesByName('first-contentful-paint').length > 0;

if (document.visibilityState === 'hidden' || isPainted()) start();
else {
  setTimeout(start, MAX_WAIT_MS);
  new PerformanceObserver(() => isPainted() && start()).observe({ type: 'paint', buffered: true });
}
