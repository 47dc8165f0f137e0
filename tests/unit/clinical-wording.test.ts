import { describe, expect, it } from 'vitest';
import * as caseOptions from '../../src/domain/lines/aligners/case-options';
import { translationOf } from '../e2e/support/catalog.ts';

/**
 * A clinical choice must never read as an action of the interface: in Russian "Maintain" (keep the relation as it is)
 * was «Сохранить», the word of every Save button, on a printed prescription.
 */
describe('clinical wording in zh and ru', () => {
  const actions = ['Save', 'Submit', 'Cancel', 'Delete', 'Close'];
  // Every option table of the case form (features, Angle classes, relations, space, extraction, TMJ, arches…).
  const choices = Object.values(caseOptions).flatMap((table) =>
    typeof table === 'object' && table !== null && 'list' in table && Array.isArray(table.list)
      ? (table.list as { label: { message?: string } }[])
      : [],
  );

  for (const locale of ['zh', 'ru'] as const) {
    it(`${locale}: no diagnosis or arch choice is worded like a button`, () => {
      expect(choices.length).toBeGreaterThan(30);
      const buttonWords = new Set(actions.map((action) => translationOf(locale, action)));
      for (const choice of choices) {
        const source = choice.label.message ?? '';
        expect([source, buttonWords.has(translationOf(locale, source))]).toEqual([source, false]);
      }
    });
  }

  it('ru: "Maintain" means keeping the relation as it is', () => {
    expect(translationOf('ru', 'Maintain')).toBe('Оставить как есть');
  });
});
