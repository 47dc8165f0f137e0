// The Lingui Vite plugin compiles a .po catalog when it is imported (web, server bundle and tests alike).
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
