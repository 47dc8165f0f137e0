/** Permanent teeth in FDI notation, quadrant by quadrant (every line's tooth chart; the aligners' unmovable and extraction teeth). */
export const PERMANENT_TEETH: readonly number[] = [1, 2, 3, 4].flatMap((quadrant) =>
  [1, 2, 3, 4, 5, 6, 7, 8].map((tooth) => quadrant * 10 + tooth),
);
