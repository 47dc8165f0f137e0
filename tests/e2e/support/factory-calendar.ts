import type { Page } from 'playwright-core';
import type { UiTexts } from './catalog.ts';

/** The device's day of `at` (YYYY-MM-DD, local time), as the date pickers count days. */
export function localDay(at = new Date()): string {
  return `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
}

/**
 * The factory admin makes `day` a make-up working day of its year on /userFactory/calendar (a holiday no more) and
 * saves: opens the calendar, moves to the day's year, takes the day off the holidays if it is one, adds it to the
 * working days unless it is there, and waits for the saved message.
 */
export async function makeWorkingDay(page: Page, baseUrl: string, ui: UiTexts, day: string): Promise<void> {
  const year = Number(day.slice(0, 4));
  await page.goto(`${baseUrl}/userFactory/calendar`);
  await page.getByRole('heading', { level: 1, name: ui('Holiday calendar') }).waitFor();
  while (Number(await page.getByTestId('calendar-year').textContent()) < year)
    await page.getByRole('button', { name: ui('Next year') }).click();
  await page
    .getByTestId('calendar-year')
    .filter({ hasText: String(year) })
    .waitFor();
  const asHoliday = page.getByTestId('calendar-holidays').locator(`li:has([data-day="${day}"]) button`);
  if ((await asHoliday.count()) > 0) await asHoliday.click();
  const workdays = page.getByTestId('calendar-workdays').locator(`[data-day="${day}"]`);
  if ((await workdays.count()) === 0) {
    await page.getByTestId('calendar-add-workdays').fill(day);
    const add = page
      .locator('section', { has: page.getByTestId('calendar-add-workdays') })
      .getByRole('button', { name: ui('Add'), exact: true });
    await add.click();
    await workdays.waitFor();
  }
  await page.getByTestId('calendar-save').click();
  await page.getByText(ui('The calendar for {year} is saved.').replace('{year}', String(year))).waitFor();
}
