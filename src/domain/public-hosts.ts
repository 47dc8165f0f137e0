import { z } from 'zod';

/**
 * This environment's image, 3D viewer and shop origins (spec section 1), from the server's configuration
 * (PUBLIC_IMAGE_HOST, PUBLIC_VIEWER_HOST, PUBLIC_SHOP_HOST); null where the deployment has none
 * (GET /api/platform/v1/public-hosts, public).
 */
export const ZPublicHosts = z.object({
  image: z.string().nullable(),
  viewer: z.string().nullable(),
  shop: z.string().nullable(),
});
export type PublicHosts = z.infer<typeof ZPublicHosts>;
