import { describe, expect, it } from 'vitest';
import {
  areNeighbours,
  FDI_TEETH,
  fdiOfPalmer,
  fdiOfUniversal,
  palmerOf,
  PERMANENT_FDI_TEETH,
  PRIMARY_FDI_TEETH,
  toothLabel,
  universalOf,
} from './teeth';

/** The Universal chart written out, as a dentist reads it (not computed the way the module computes it). */
const UNIVERSAL_PERMANENT: Record<number, string> = Object.fromEntries([
  ...[18, 17, 16, 15, 14, 13, 12, 11, 21, 22, 23, 24, 25, 26, 27, 28].map((fdi, index) => [fdi, String(index + 1)]),
  ...[38, 37, 36, 35, 34, 33, 32, 31, 41, 42, 43, 44, 45, 46, 47, 48].map((fdi, index) => [fdi, String(index + 17)]),
]);
const UNIVERSAL_PRIMARY: Record<number, string> = Object.fromEntries(
  [55, 54, 53, 52, 51, 61, 62, 63, 64, 65, 75, 74, 73, 72, 71, 81, 82, 83, 84, 85].map((fdi, index) => [
    fdi,
    'ABCDEFGHIJKLMNOPQRST'[index]!,
  ]),
);

describe('FDI teeth', () => {
  it('are the 32 permanent and 20 primary teeth', () => {
    expect(PERMANENT_FDI_TEETH).toHaveLength(32);
    expect(PRIMARY_FDI_TEETH).toHaveLength(20);
    expect(new Set(FDI_TEETH).size).toBe(52);
    expect(FDI_TEETH).not.toContain(19);
    expect(FDI_TEETH).not.toContain(56);
    expect(FDI_TEETH).not.toContain(10);
  });
});

describe('Universal notation', () => {
  it.each(FDI_TEETH.map((fdi) => [fdi, UNIVERSAL_PERMANENT[fdi] ?? UNIVERSAL_PRIMARY[fdi]]))(
    'writes FDI %i as %s and reads it back',
    (fdi, universal) => {
      expect(universalOf(fdi)).toBe(universal);
      expect(fdiOfUniversal(universal!)).toBe(fdi);
    },
  );

  it('anchors the count where the chart does', () => {
    expect([universalOf(18), universalOf(28), universalOf(38), universalOf(48)]).toEqual(['1', '16', '17', '32']);
    expect([universalOf(55), universalOf(65), universalOf(75), universalOf(85)]).toEqual(['A', 'J', 'K', 'T']);
  });

  it('reads lower-case letters and spaces, and nothing that is not a tooth', () => {
    expect(fdiOfUniversal(' a ')).toBe(55);
    for (const label of ['0', '33', 'U', '', '1.5', 'AA']) expect(fdiOfUniversal(label), label).toBeUndefined();
  });

  it('refuses a number that is not an FDI tooth', () => {
    expect(() => universalOf(19)).toThrow(RangeError);
    expect(() => universalOf(9)).toThrow(RangeError);
  });
});

describe('Palmer notation', () => {
  const bracket = (fdi: number, mark: string) => {
    const quadrant = Math.floor(fdi / 10) % 4;
    return [`${mark}┐`, `${mark}┘`, `└${mark}`, `┌${mark}`][quadrant];
  };

  it.each(FDI_TEETH)('writes FDI %i in its quadrant’s bracket and reads it back', (fdi) => {
    const position = fdi % 10;
    const mark = fdi < 50 ? String(position) : 'ABCDE'[position - 1]!;
    expect(palmerOf(fdi)).toBe(bracket(fdi, mark));
    expect(fdiOfPalmer(palmerOf(fdi))).toBe(fdi);
  });

  it('draws the four quadrants as the dentist faces the patient', () => {
    expect([palmerOf(18), palmerOf(28), palmerOf(48), palmerOf(38)]).toEqual(['8┘', '└8', '8┐', '┌8']);
    expect([palmerOf(55), palmerOf(61), palmerOf(85), palmerOf(71)]).toEqual(['E┘', '└A', 'E┐', '┌A']);
  });

  it('reads lower-case letters and spaces, and nothing else', () => {
    expect(fdiOfPalmer(' e ┘')).toBe(55);
    for (const label of ['9┘', 'F┘', '8', '┘8', '']) expect(fdiOfPalmer(label), label).toBeUndefined();
  });
});

describe('labels and neighbours', () => {
  it('writes a tooth in the notation chosen', () => {
    expect(toothLabel(36, 'fdi')).toBe('36');
    expect(toothLabel(36, 'universal')).toBe('19');
    expect(toothLabel(36, 'palmer')).toBe('┌6');
    expect(() => toothLabel(99, 'fdi')).toThrow(RangeError);
  });

  it('knows teeth side by side across the midline, not across arches or dentitions', () => {
    expect(areNeighbours(11, 21)).toBe(true);
    expect(areNeighbours(12, 11)).toBe(true);
    expect(areNeighbours(31, 41)).toBe(true);
    expect(areNeighbours(47, 48)).toBe(true);
    expect(areNeighbours(51, 61)).toBe(true);
    expect(areNeighbours(11, 13)).toBe(false);
    expect(areNeighbours(28, 38)).toBe(false);
    expect(areNeighbours(18, 48)).toBe(false);
    expect(areNeighbours(11, 51)).toBe(false);
    expect(areNeighbours(16, 55)).toBe(false);
  });
});
