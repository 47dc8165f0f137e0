import { Trans } from '@lingui/react/macro';
import { usePublicHosts, viewerLinkOf } from '../../lib/public-hosts';
import { linkClass } from '../ui/styles';
import type { ModelSource } from '../../lib/model-viewer/types';

/**
 * "Open in the 3D viewer": the environment's viewer host (PUBLIC_VIEWER_HOST) with the shown models' links, in a new
 * tab. Nothing where no viewer host is configured, or where no model is uploaded yet (a local file has no link).
 */
export function OpenInViewerLink({ sources }: { sources: readonly (ModelSource | null | undefined)[] }) {
  const viewerHost = usePublicHosts()?.viewer;
  const links = sources.flatMap((source) => (source?.kind === 'url' ? [source.url] : []));
  if (!viewerHost || links.length === 0) return null;
  return (
    <p className="flex justify-end">
      <a
        href={viewerLinkOf(viewerHost, links, window.location.origin)}
        target="_blank"
        rel="noopener noreferrer"
        className={linkClass}
      >
        <Trans>Open in the 3D viewer</Trans>
      </a>
    </p>
  );
}
