import { Trans } from '@lingui/react/macro';
import { PRODUCT_LINES } from '../../../../domain/product-lines';
import { useSession } from '../../../lib/session/session-store';
import { ProductLineCard } from '../components/product-line-card';

/** The nine product lines (the points mall, code 20, is not one of them). */
const NINE_PRODUCT_LINES = PRODUCT_LINES.filter((line) => line.type !== 'mall');

type HomePageProps = {
  /** Whether the route table has a page for a path: a line links to its order form only once that exists. */
  isRouteAvailable: (path: string) => boolean;
};

/** /home, the worktable: a greeting and the product lines to order from. */
export function HomePage({ isRouteAvailable }: HomePageProps) {
  const { session } = useSession();
  const name = session?.name ?? '';
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">
          <Trans>Worktable</Trans>
        </h1>
        <p className="mt-1 text-lg text-slate-700">{name ? <Trans>Hello, {name}</Trans> : <Trans>Hello</Trans>}</p>
      </div>
      <section className="flex flex-col gap-3">
        <h2 id="product-lines-heading" className="text-lg font-semibold text-slate-900">
          <Trans>Product lines</Trans>
        </h2>
        <ul aria-labelledby="product-lines-heading" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {NINE_PRODUCT_LINES.map((line) => (
            <li key={line.code}>
              <ProductLineCard line={line} isAvailable={isRouteAvailable(line.createRoute)} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
