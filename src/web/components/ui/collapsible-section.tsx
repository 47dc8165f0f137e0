import { useId, useState, type ReactNode } from 'react';
import { cardClass, focusRing } from './styles';

/** From this width a page has room to show long sections open (a laptop); below it they start folded (a tablet). */
const WIDE_QUERY = '(min-width: 64rem)';

function isWideWindow(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(WIDE_QUERY).matches;
}

type CollapsibleSectionProps = {
  title: ReactNode;
  /** Shown beside the title while folded, so the folded section still says what it holds ("14 events"). */
  summary?: ReactNode;
  /** Whether it starts open; by default open on a wide window and folded on a tablet. */
  isInitiallyOpen?: boolean;
  /** Drawn without the card frame (the section frames its own content). */
  isBare?: boolean;
  children: ReactNode;
};

/**
 * A long section of a detail page (the prescription sheet, the timeline) that a tablet shows folded, so the page is not
 * one column of several thousand pixels and what follows (the comment box) stays within reach. A native
 * <details>: the title is the toggle, keyboard and screen readers know it as such.
 */
export function CollapsibleSection({
  title,
  summary,
  isInitiallyOpen,
  isBare = false,
  children,
}: CollapsibleSectionProps) {
  const [isOpen, setIsOpen] = useState(() => isInitiallyOpen ?? isWideWindow());
  const titleId = useId();
  return (
    <details
      open={isOpen}
      onToggle={(event) => setIsOpen(event.currentTarget.open)}
      aria-labelledby={titleId}
      className={`group min-w-0 ${isBare ? '' : cardClass}`}
    >
      <summary
        className={`min-h-11 cursor-pointer list-none rounded-lg ${focusRing} [&::-webkit-details-marker]:hidden`}
      >
        <h2 id={titleId} className="flex min-h-11 flex-wrap items-center gap-x-3 text-lg font-semibold text-slate-900">
          {title}
          {summary ? <span className="text-sm font-normal text-slate-600">{summary}</span> : null}
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="ms-auto size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M5 8l5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </h2>
      </summary>
      <div className="mt-4 min-w-0">{children}</div>
    </details>
  );
}
