import { useState } from 'react';

/** A neutral head-and-shoulders figure, shown when the user has no avatar or it fails to load (spec section 8). */
export const DEFAULT_AVATAR =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#e2e8f0"/>' +
      '<circle cx="20" cy="15" r="7" fill="#94a3b8"/><path d="M6 38c1-8 7-12 14-12s13 4 14 12z" fill="#94a3b8"/></svg>',
  );

/** The user's picture, large; the default figure when there is none or it cannot load. */
export function Avatar({ src, alt }: { src: string | null; alt: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = src && src !== failedSrc ? src : DEFAULT_AVATAR;
  return (
    <img
      src={shown}
      alt={alt}
      width={96}
      height={96}
      onError={() => setFailedSrc(src)}
      className="size-24 shrink-0 rounded-full bg-slate-200 object-cover"
    />
  );
}
