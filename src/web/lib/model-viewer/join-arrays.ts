/** The arrays one after the other in one new array, or null when any is missing (a part without normals, say). */
export function joinArrays(arrays: (Float32Array | undefined)[]): Float32Array | null {
  if (arrays.length === 0 || arrays.some((array) => !array)) return null;
  const present = arrays as Float32Array[];
  if (present.length === 1) return present[0]!;
  const joined = new Float32Array(present.reduce((sum, array) => sum + array.length, 0));
  let offset = 0;
  for (const array of present) {
    joined.set(array, offset);
    offset += array.length;
  }
  return joined;
}
