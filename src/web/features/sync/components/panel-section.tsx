import { useId, type ReactNode } from 'react';

type PanelSectionProps = {
  title: string;
  /** Shown beside the title (the number of items). */
  count?: number;
  tone?: 'default' | 'attention';
  children: ReactNode;
};

/** One titled part of the sync panel; its heading names it for assistive technology. */
export function PanelSection({ title, count, tone = 'default', children }: PanelSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3
        id={headingId}
        className={`flex items-center gap-2 text-base font-semibold ${tone === 'attention' ? 'text-amber-900' : 'text-slate-900'}`}
      >
        {title}
        {count === undefined ? null : (
          <span
            className={`rounded-full px-2 text-sm leading-6 font-semibold ${
              tone === 'attention' ? 'bg-amber-100 text-amber-900' : 'bg-slate-100 text-slate-700'
            }`}
          >
            {count}
          </span>
        )}
      </h3>
      {children}
    </section>
  );
}
