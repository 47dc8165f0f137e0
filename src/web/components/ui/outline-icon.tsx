/** An outline icon on a 24 px grid, drawn with currentColor; decorative (the control carries the name). */
export function OutlineIcon({ path, className = 'size-6' }: { path: string; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`shrink-0 ${className}`}
    >
      <path d={path} />
    </svg>
  );
}
