import { Trans } from '@lingui/react/macro';

/**
 * /userFactory: where factory users land; they never see clinic screens. The queues themselves come with the
 * factory issues; this page says which ones will appear.
 */
const itemClass = 'rounded-xl border border-slate-200 bg-white p-4 text-base text-slate-800';

export function FactoryHomePage() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">
          <Trans>Factory</Trans>
        </h1>
        <p className="mt-2 text-base text-slate-600">
          <Trans>Your work queues will appear here as they become available:</Trans>
        </p>
      </div>
      <ul className="flex flex-col gap-3">
        <li className={itemClass}>
          <Trans>Treatment plans to design, and plans sent back for adjustment</Trans>
        </li>
        <li className={itemClass}>
          <Trans>Denture designs to make and abutment selections to confirm</Trans>
        </li>
        <li className={itemClass}>
          <Trans>Orders to produce, with their try-in and tray steps</Trans>
        </li>
        <li className={itemClass}>
          <Trans>Orders to ship, and deliveries awaiting receipt</Trans>
        </li>
      </ul>
      <p className="text-base text-slate-600">
        <Trans>None of these queues is available yet.</Trans>
      </p>
    </div>
  );
}
