import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BRAND_NAME } from '../lib/app-config';
import { BrandMark } from './brand-mark';

const indexHtml = fs.readFileSync(path.resolve(__dirname, '../../../index.html'), 'utf8');

function drawingOf(markup: string): string[] {
  return [...markup.matchAll(/\sd="([^"]+)"/g)].map((match) => match[1]!);
}

/** The brand index.html shows before the scripts run: the page's #root, up to its closing tag. */
function splash(): HTMLElement {
  const root = new DOMParser().parseFromString(indexHtml, 'text/html').getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  return root;
}

describe("index.html's brand, shown while the scripts load", () => {
  it('draws the mark BrandMark draws', () => {
    expect(drawingOf(splash().innerHTML)).toEqual(drawingOf(renderToStaticMarkup(<BrandMark />)));
  });

  it('says nothing but the brand name (no language is guessed) and is hidden from assistive technology', () => {
    expect(splash().textContent?.trim()).toBe(BRAND_NAME);
    expect(splash().querySelector('header')?.getAttribute('aria-hidden')).toBe('true');
  });
});
