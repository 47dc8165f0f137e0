// Vite's JSON plugin tree-shakes named imports, so only the version string enters the bundle.
import { version } from '../../../package.json';

/** The app's version: the persisted query cache is busted when it changes. */
export const APP_VERSION: string = version;
