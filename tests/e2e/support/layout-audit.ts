import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** What a page fails of the tablet-first layout rules (docs/web.md): each entry names the element and the fault. */
export type LayoutFaults = string[];

export const MIN_TAP_PX = 44;

/**
 * Sideways scroll of the document, and interactive elements a finger cannot hit: visible, enabled controls smaller than
 * 44 × 44 px, and controls a user cannot reach because they lie right of the window in a box that does not scroll.
 * Exempt, as WCAG 2.5.8 exempts them: links inside a sentence, and a checkbox or radio whose label is the target.
 */
export async function layoutFaults(page: Page): Promise<LayoutFaults> {
  return page.evaluate((minimum) => {
    const faults: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      faults.push(`the page scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`);
    const describe = (element: Element) => {
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '')
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 40);
      return `<${element.tagName.toLowerCase()}${element.getAttribute('type') ? ` type=${element.getAttribute('type')}` : ''}> "${name}"`;
    };
    const isInSentence = (element: Element) => {
      if (element.tagName !== 'A') return false;
      const parent = element.parentElement;
      if (!parent || !['P', 'LI', 'SPAN', 'DD', 'TD'].includes(parent.tagName)) return false;
      return Array.from(parent.childNodes).some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
    };
    const controls = document.querySelectorAll(
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=link], [role=checkbox], [role=radio], [role=switch], [role=slider], [role=menuitem], [role=option]',
    );
    for (const element of controls) {
      if (element.closest('[aria-hidden=true], [inert]')) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      // Visually hidden until focused (the skip link): sr-only clips it to nothing.
      if ((style.clip !== 'auto' && style.clip !== '') || (style.clipPath !== 'none' && style.clipPath !== ''))
        continue;
      if ((element as HTMLButtonElement).disabled) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width <= 2 || rect.height <= 2) continue; // visually hidden (sr-only): its label is the target
      let target: Element = element;
      let box = rect;
      if (
        element instanceof HTMLInputElement &&
        (element.type === 'checkbox' || element.type === 'radio' || element.type === 'file')
      ) {
        const label =
          element.closest('label') ??
          (element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`) : null);
        if (label) {
          target = label;
          box = label.getBoundingClientRect();
        }
      }
      if (isInSentence(element)) continue;
      if (box.width < minimum - 0.5 || box.height < minimum - 0.5) {
        faults.push(`${describe(target)} is ${Math.round(box.width)} × ${Math.round(box.height)} px`);
      }
      // Out of the window sideways: reachable only by scrolling a box sideways, which a tablet user does not guess.
      if (rect.left < -0.5 || rect.right > window.innerWidth + 0.5) {
        faults.push(
          `${describe(element)} lies outside the window (${Math.round(rect.left)}–${Math.round(rect.right)} px)`,
        );
      }
    }
    return faults;
  }, MIN_TAP_PX);
}

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's serious and critical violations on the page as it is now (WCAG 2 A/AA rules and best practices). */
export async function seriousAccessibilityViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } })
      .axe;
    type AxeNode = { target: string[]; html: string };
    type AxeResults = { violations: { id: string; impact: string | null; help: string; nodes: AxeNode[] }[] };
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => {
        const nodes = violation.nodes.slice(0, 3).map((node) => node.html.slice(0, 160));
        return `${violation.impact} ${violation.id} (${violation.help}): ${nodes.join(' | ')}`;
      });
  });
}

/**
 * The top bar's single row (issue 13 item 12): a 44 px control, 8 px above and below, a 1 px border: 61 px. A second
 * row would add at least 52.
 */
export const TOP_BAR_ONE_ROW_PX = 64;

/** The height of the signed-in shell's top bar: the page's header outside `main`. */
export async function topBarHeight(page: Page): Promise<number> {
  return page.evaluate(() => {
    const header = [...document.querySelectorAll('header')].find((element) => !element.closest('main'));
    if (!header) throw new Error('The page has no top bar');
    return header.getBoundingClientRect().height;
  });
}
