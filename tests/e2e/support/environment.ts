/** Where the end-to-end server listens and which browser drives it (shared with scripts/e2e.mjs). */
export const defaultE2ePort = 3100;

export const e2ePort = (): number => Number(process.env.E2E_PORT ?? defaultE2ePort);

export const e2eBaseUrl = (): string => `http://localhost:${e2ePort()}`;

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Flags for a sandboxed machine without outside network (docs/architecture.md §9); the brand hosts
 * are pinned to the loopback address the server listens on.
 */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP localhost 127.0.0.1, MAP *.localhost 127.0.0.1',
];
