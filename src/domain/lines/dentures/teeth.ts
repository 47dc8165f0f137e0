/**
 * Tooth notation of the denture lines. Teeth are stored only as FDI (ISO 3950) numbers: two digits, quadrant then
 * position from the midline (11-48 permanent, 51-85 primary). Universal and Palmer are display notations, converted
 * here both ways; a bare Universal number is never stored (Universal 8 and FDI 18 are different teeth).
 *
 * - Universal: permanent teeth 1-32 from the upper right third molar (FDI 18 = 1) along the upper arch to the upper
 *   left one (28 = 16), then from the lower left third molar (38 = 17) along the lower arch to the lower right one
 *   (48 = 32); primary teeth A-T the same way (55 = A … 65 = J, 75 = K … 85 = T).
 * - Palmer: the position 1-8 (A-E for primary teeth) in the bracket of its quadrant, drawn as the dentist faces the
 *   patient: upper right 8┘, upper left └8, lower right 8┐, lower left ┌8.
 */

export type Dentition = 'permanent' | 'primary';
export type Quadrant = 'upperRight' | 'upperLeft' | 'lowerLeft' | 'lowerRight';
export type Arch = 'upper' | 'lower';

/** FDI quadrants in their order: 1-4 permanent, 5-8 primary. */
const QUADRANTS: readonly Quadrant[] = ['upperRight', 'upperLeft', 'lowerLeft', 'lowerRight'];
const TEETH_PER_QUADRANT: Record<Dentition, number> = { permanent: 8, primary: 5 };
const FIRST_QUADRANT: Record<Dentition, number> = { permanent: 1, primary: 5 };

const teethOf = (dentition: Dentition) =>
  [0, 1, 2, 3].flatMap((offset) =>
    Array.from(
      { length: TEETH_PER_QUADRANT[dentition] },
      (_, index) => (FIRST_QUADRANT[dentition] + offset) * 10 + index + 1,
    ),
  );

/** Every permanent tooth (32) and every primary tooth (20), FDI numbers in quadrant order. */
export const PERMANENT_FDI_TEETH: readonly number[] = teethOf('permanent');
export const PRIMARY_FDI_TEETH: readonly number[] = teethOf('primary');
export const FDI_TEETH: readonly number[] = [...PERMANENT_FDI_TEETH, ...PRIMARY_FDI_TEETH];

const FDI_SET = new Set(FDI_TEETH);

export function isFdiTooth(value: number): boolean {
  return FDI_SET.has(value);
}

export type ToothPlace = { dentition: Dentition; quadrant: Quadrant; arch: Arch; position: number };

/** Where an FDI tooth is: its dentition, quadrant and position from the midline (1 = central incisor). */
export function toothPlace(fdi: number): ToothPlace {
  if (!isFdiTooth(fdi)) throw new RangeError(`Not an FDI tooth: ${fdi}`);
  const digit = Math.floor(fdi / 10);
  const dentition: Dentition = digit >= FIRST_QUADRANT.primary ? 'primary' : 'permanent';
  const quadrant = QUADRANTS[digit - FIRST_QUADRANT[dentition]]!;
  return { dentition, quadrant, arch: quadrant.startsWith('upper') ? 'upper' : 'lower', position: fdi % 10 };
}

/**
 * The tooth's place along the Universal count (1-32 permanent, 1-20 primary): up the upper arch from the patient's
 * right, back along the lower arch from the patient's left.
 */
function universalIndex({ dentition, quadrant, position }: ToothPlace): number {
  const n = TEETH_PER_QUADRANT[dentition];
  switch (quadrant) {
    case 'upperRight':
      return n + 1 - position;
    case 'upperLeft':
      return n + position;
    case 'lowerLeft':
      return 3 * n + 1 - position;
    case 'lowerRight':
      return 3 * n + position;
  }
}

const PRIMARY_LETTERS = 'ABCDEFGHIJKLMNOPQRST';

/** The tooth in Universal notation: '1'-'32' for permanent teeth, 'A'-'T' for primary ones. */
export function universalOf(fdi: number): string {
  const place = toothPlace(fdi);
  const index = universalIndex(place);
  return place.dentition === 'permanent' ? String(index) : PRIMARY_LETTERS[index - 1]!;
}

const BY_UNIVERSAL = new Map(FDI_TEETH.map((fdi) => [universalOf(fdi), fdi]));

/** The FDI tooth a Universal label names (case and spaces ignored); undefined for anything else. */
export function fdiOfUniversal(label: string): number | undefined {
  return BY_UNIVERSAL.get(label.trim().toUpperCase());
}

/** The Palmer mark of a position: 1-8, or A-E for primary teeth. */
const palmerMark = (dentition: Dentition, position: number) =>
  dentition === 'permanent' ? String(position) : PRIMARY_LETTERS[position - 1]!;

/** The tooth in Palmer notation: its mark in its quadrant's bracket (8┘, └8, 8┐, ┌8). */
export function palmerOf(fdi: number): string {
  const { dentition, quadrant, position } = toothPlace(fdi);
  const mark = palmerMark(dentition, position);
  switch (quadrant) {
    case 'upperRight':
      return `${mark}┘`;
    case 'upperLeft':
      return `└${mark}`;
    case 'lowerRight':
      return `${mark}┐`;
    case 'lowerLeft':
      return `┌${mark}`;
  }
}

const BY_PALMER = new Map(FDI_TEETH.map((fdi) => [palmerOf(fdi), fdi]));

/** The FDI tooth a Palmer label names (spaces and the letters' case ignored); undefined for anything else. */
export function fdiOfPalmer(label: string): number | undefined {
  return BY_PALMER.get(label.replace(/\s+/g, '').toUpperCase());
}

export const TOOTH_NOTATIONS = ['fdi', 'universal', 'palmer'] as const;
export type ToothNotation = (typeof TOOTH_NOTATIONS)[number];

/** An FDI tooth written in the notation the user chose. */
export function toothLabel(fdi: number, notation: ToothNotation): string {
  if (notation === 'universal') return universalOf(fdi);
  if (notation === 'palmer') return palmerOf(fdi);
  toothPlace(fdi);
  return String(fdi);
}

/** Whether two teeth stand side by side in one arch of one dentition (the units of a bridge must). */
export function areNeighbours(a: number, b: number): boolean {
  const first = toothPlace(a);
  const second = toothPlace(b);
  if (first.dentition !== second.dentition || first.arch !== second.arch) return false;
  return Math.abs(universalIndex(first) - universalIndex(second)) === 1;
}
