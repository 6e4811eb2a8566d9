import { buildApp } from './app';
import { loadConfig, serverEnvironment, type AppConfig } from './config';
import { DatabaseLockedError } from './db/dir-lock';
import { shiftProcessClock } from './shifted-clock';
import { warmUpPages } from './ssr/warm-up';

/** A start-up problem the operator can fix, said in one line without a stack trace; undefined for the rest. */
function startProblem(error: unknown, config: AppConfig | undefined): string | undefined {
  if (error instanceof DatabaseLockedError) return error.message;
  const { code, port } = (error ?? {}) as { code?: string; port?: number };
  if (code === 'EADDRINUSE') return `Port ${port ?? config?.port} is in use by another program: stop it, or set PORT to a free port for this server.`;
  if (code === 'EACCES' && config) return `Port ${config.port} may not be opened by this user: set PORT to a port above 1023.`;
  return undefined;
}

/** Starts the server and stops it gracefully on SIGTERM or SIGINT. */
/** The configuration once read, for the one-line start-up problems. */
let startConfig: AppConfig | undefined;

async function main() {
  const dev = process.argv.includes('--dev');
  const config = loadConfig(process.env, dev ? { dev: true, env: 'development' } : {});
  startConfig = config;
  // The whole process, not only `app.now`: pages rendered on the server read the day too.
  if (config.clockStart !== undefined) shiftProcessClock(config.clockStart);
  const app = await buildApp({ config });
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.once('SIGTERM', () => void close('SIGTERM'));
  process.once('SIGINT', () => void close('SIGINT'));

  try {
    if (!config.dev) {
      await app.ready();
      await warmUpPages(app);
    }
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // Close first: the database lock and the data go back in order before the process ends.
    await app.close().catch(() => {});
    throw error;
  }
  const port = (app.server.address() as { port: number }).port;
  const base = (host: string) => `http://${host}:${port}/`;
  const environment = serverEnvironment(config);
  console.log(
    [
      '',
      `  Aviasmart (AS):  ${base('localhost')}  or  ${base('as.localhost')}`,
      `  WayAround (WA):  ${base('wa.localhost')}`,
      `  Database:        ${app.database.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.pgliteDir}`}`,
      `  Environment:     ${environment}${config.environment ? '' : ' (APP_ENV unset)'}`,
      ...(config.clockStart === undefined ? [] : [`  Clock:           started at ${new Date(config.clockStart).toISOString()} (CLOCK_START, a test setting)`]),
      ...privatePagesLines(),
      '',
    ].join('\n'),
  );

  /** Where the private pages are, and the admin token the one time it is made (as notebook servers print theirs). */
  function privatePagesLines(): string[] {
    if (environment === 'production') return ['  Private pages:   none in production'];
    const lines = [`  Private pages:   ${base('localhost')}api/flags/admin  (from this machine)`];
    if (app.adminTokenGenerated)
      lines.push(`  Admin token:     ${base('localhost')}api/flags/admin?token=${app.adminToken}  (shown once; kept in ${config.adminTokenFile})`);
    else if (!config.adminToken) lines.push(`  Admin token:     in ${config.adminTokenFile}`);
    return lines;
  }
}

main().catch((error: unknown) => {
  console.error(startProblem(error, startConfig) ?? error);
  process.exit(1);
});
