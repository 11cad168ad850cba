/** The build's version (package.json's, or EDGE_APP_VERSION at build time); see vite.config.ts. */
declare const __APP_VERSION__: string;
