import type { PublicHosts } from '../../domain/public-hosts';
import { cachedPublicAnswer } from './cached-public-answer';

/**
 * This environment's image, 3D viewer and shop hosts (spec section 1) are the server's configuration
 * (PUBLIC_IMAGE_HOST, PUBLIC_VIEWER_HOST, PUBLIC_SHOP_HOST; GET /api/platform/v1/public-hosts), kept on the device so
 * the links stay offline. The image host needs nothing here: the server's read links already point at it.
 */
const hosts = cachedPublicAnswer<PublicHosts>('cuspid.publicHosts', '/v1/public-hosts');

/** The hosts: the device's last copy at once, then the server's (null until either exists). */
export const usePublicHosts = hosts.use;

/**
 * The 3D viewer's address for models given by their links: `<viewer host>/?model=<absolute link>` (one `model` per
 * file, upper jaw first). A relative read link is made absolute on the portal's origin, so the viewer can fetch it.
 */
export function viewerLinkOf(viewerHost: string, modelLinks: readonly string[], portalOrigin: string): string {
  const query = new URLSearchParams(modelLinks.map((link) => ['model', new URL(link, portalOrigin).href]));
  return `${viewerHost}/?${query.toString()}`;
}

/** A mall order in the shop: `<shop host>/orders/<order id>` (docs/deploy.md, "Image, viewer and shop hosts"). */
export function shopOrderLinkOf(shopHost: string, orderId: number | string): string {
  return `${shopHost}/orders/${encodeURIComponent(String(orderId))}`;
}
