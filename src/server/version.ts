declare const __APP_VERSION__: string | undefined;

/** The package version, baked in at build time (and read from the environment when run from source). */
export const APP_VERSION: string =
  typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : (process.env.npm_package_version ?? '0.0.0-dev');
