// Renders the PWA icons in public/icons from public/favicon.svg (the tooth mark), in headless Chromium.
// Run once after changing the mark:  node scripts/render-icons.mjs
import fs from 'node:fs';
import { chromium } from 'playwright-core';

const favicon = fs.readFileSync('public/favicon.svg', 'utf8');
const tooth = favicon.match(/<path[^>]*\/>/)[0];
const teal = '#0f766e';

// "any": the rounded tile as drawn. "maskable": a full-bleed square with the tooth inside the central safe circle.
const icons = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  {
    file: 'icon-maskable-512.png',
    size: 512,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${teal}"/><g transform="translate(32 32) scale(0.7) translate(-32 -32.5)">${tooth}</g></svg>`,
  },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const page = await browser.newPage();
  fs.mkdirSync('public/icons', { recursive: true });
  for (const { file, size, svg } of icons) {
    await page.setViewportSize({ width: size, height: size });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
    await page.locator('svg').screenshot({ path: `public/icons/${file}`, omitBackground: true });
    console.log(`public/icons/${file}  ${size}x${size}`);
  }
} finally {
  await browser.close();
}
