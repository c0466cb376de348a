/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

/** Build id injected by vite.config.ts (`define`); equals `version` in /version.json. */
declare const __APP_VERSION__: string;
