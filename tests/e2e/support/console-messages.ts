import type { Page } from 'playwright-core';

/** Every console warning and error of a page, and every uncaught error (a hydration mismatch logs one). */
export function consoleOf(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  return messages;
}
