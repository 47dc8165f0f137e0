/** The Cuspid mark: a tooth with two cusps on a teal tile (same drawing as public/favicon.svg). Decorative. */
export function BrandMark({ className = 'size-10' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" className={className}>
      <rect width="64" height="64" rx="14" fill="#0f766e" />
      <path
        fill="#fff"
        d="M21 12c-6.5 0-10 5.2-10 11.5 0 5.8 2.6 9.6 4.6 14.6 2 5 2 14.9 6.1 14.9 4 0 4.4-9.5 6.2-13.4.9-2 7.3-2 8.2 0 1.8 3.9 2.2 13.4 6.2 13.4 4.1 0 4.1-9.9 6.1-14.9 2-5 4.6-8.8 4.6-14.6C53 17.2 49.5 12 43 12c-4.9 0-7.4 3-11 3s-6.1-3-11-3Z"
      />
    </svg>
  );
}
