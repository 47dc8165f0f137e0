/** Two site variants share one code base; only the token cookie's name differs (spec section 1). */
export const SITE_VARIANTS = {
  main: { tokenCookie: 'cuspid_token' },
  alt: { tokenCookie: 'cuspid_alt_token' },
} as const;
export type SiteVariant = keyof typeof SITE_VARIANTS;

/** The product tag cookie every request carries (spec section 7). */
export const PRODUCT_TAG_COOKIE = 'productTag';
export const DEFAULT_PRODUCT_TAG = 'qh';
