interface ImportMetaEnv {
  /** development | staging | production; defaults to development under `vite` and production in a build. */
  readonly VITE_APP_ENV?: string;
  /** main | alt: the site variant, which names the session cookie. */
  readonly VITE_SITE_VARIANT?: string;
}
