/**
 * A password the product's rule accepts (capitals, small letters, digits, symbols; 16 characters, no look-alikes),
 * for a new factory user: the operator's command line prints it once, the staff page shows it once. Uses the
 * platform's cryptographic random numbers (Node and the browser alike).
 */
const SETS = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '-_.+=@#%'];
const LENGTH = 16;

/** An unbiased random whole number below `bound`. */
function randomBelow(bound: number): number {
  const limit = Math.floor(0x1_0000_0000 / bound) * bound;
  const buffer = new Uint32Array(1);
  for (;;) {
    globalThis.crypto.getRandomValues(buffer);
    if (buffer[0]! < limit) return buffer[0]! % bound;
  }
}

export function generatePassword(): string {
  const all = SETS.join('');
  const chars = SETS.map((set) => set[randomBelow(set.length)]!);
  while (chars.length < LENGTH) chars.push(all[randomBelow(all.length)]!);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomBelow(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
