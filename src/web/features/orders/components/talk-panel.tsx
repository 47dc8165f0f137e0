import { useId, useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { cardClass, tabClass, tabListClass } from '../../../components/ui/styles';
import { CaseCommentThread } from '../../../components/cases/case-comment-thread';
import { TalkMemos } from './talk-memos';

type TalkTab = 'comments' | 'memos';
const TABS: readonly TalkTab[] = ['comments', 'memos'];

/** Comments with the factory and the caller's private memos, as two tabs. */
export function TalkPanel({ orderId, clinicId }: { orderId: number; clinicId?: number }) {
  const { t } = useLingui();
  const baseId = useId();
  const [active, setActive] = useState<TalkTab>('comments');
  const labels: Record<TalkTab, string> = { comments: t`Comments`, memos: t`My memos` };
  const tabId = (tab: TalkTab) => `${baseId}-tab-${tab}`;
  const panelId = (tab: TalkTab) => `${baseId}-panel-${tab}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = TABS[(TABS.indexOf(active) + 1) % TABS.length] ?? 'comments';
    setActive(next);
    document.getElementById(tabId(next))?.focus();
  };

  return (
    <section aria-label={t`Comments and memos`} className={cardClass}>
      <div role="tablist" aria-label={t`Comments and memos`} onKeyDown={onKeyDown} className={tabListClass}>
        {TABS.map((tab) => (
          <button
            key={tab}
            id={tabId(tab)}
            type="button"
            role="tab"
            aria-selected={active === tab}
            aria-controls={panelId(tab)}
            tabIndex={active === tab ? 0 : -1}
            onClick={() => setActive(tab)}
            className={tabClass(active === tab)}
          >
            {labels[tab]}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab}
          id={panelId(tab)}
          role="tabpanel"
          aria-labelledby={tabId(tab)}
          hidden={active !== tab}
          className="pt-4"
        >
          {/* Both stay mounted, so switching tabs never loses what was typed. */}
          {tab === 'comments' ? (
            <CaseCommentThread orderId={orderId} side="clinic" clinicId={clinicId} />
          ) : (
            <TalkMemos orderId={orderId} />
          )}
        </div>
      ))}
    </section>
  );
}
