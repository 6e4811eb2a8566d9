// Keeps the layers of docs/architecture.md §3 pointing one way:
//   - platform/ and ui/ never import product/ or server/;
//   - a team folder product/{team}/ reaches another team only through that team's index.ts;
//   - client code (platform/, product/, ui/, app/, entry-client) never imports server/;
//   - contracts/ imports nothing but zod (and its own files); its tests may import what they check with;
//   - an API module server/api/{a}/ never imports another one's files: what modules share goes
//     through the api root (route.ts, index.ts, openapi.ts) or the server's plugins (the user-access
//     plugin is the door to the user service). A table's foreign key to another module's table is the
//     exception (a schema.ts imports the other schema.ts), and a test may mount another module's plugin (its index).
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';

/** `src/product/search/model/x.ts` → ['product', 'search', 'model', 'x.ts']; null outside src/. */
function srcParts(file, cwd) {
  const rel = relative(cwd, file).split(sep).join('/');
  if (!rel.startsWith('src/')) return null;
  return rel.slice('src/'.length).split('/');
}

const layerOf = (parts) => (parts.length === 1 ? parts[0].replace(/\.[jt]sx?$/, '') : parts[0]);

const isClientLayer = (layer) => ['platform', 'product', 'ui', 'app', 'entry-client'].includes(layer);

const isTeamIndex = (parts) => parts.length === 3 && /^index(\.[jt]sx?)?$/.test(parts[2]);

/** The folder or module an import names, without the extension, as src-relative parts. */
function importedParts(specifier, file, cwd) {
  if (!specifier.startsWith('.') && !isAbsolute(specifier)) return null;
  const target = resolve(dirname(file), specifier);
  return srcParts(target, cwd);
}

/** The files at the root of server/api/ that every module shares; any other name there is a module's folder. */
const apiRootFiles = new Set(['route', 'index', 'openapi']);
const stripExtension = (name) => name.replace(/\.[jt]sx?$/, '');

/** The API module a src-relative path lies in (`server/api/{module}/…`), or null. */
function apiModuleOf(parts, isFile) {
  if (parts[0] !== 'server' || parts[1] !== 'api' || parts.length < 3) return null;
  // `server/api/route.ts` (a file) is shared; `server/api/orders` (a folder import) is the orders module.
  if (parts.length === 3 && (isFile || apiRootFiles.has(stripExtension(parts[2])))) return null;
  return parts[2];
}

/** Whether an import of another module's file is one of the allowed ones. */
function crossModuleAllowed(from, to) {
  const fromName = stripExtension(from.at(-1));
  const toName = to.length > 3 ? stripExtension(to.at(-1)) : 'index';
  // A table's foreign key to another module's table.
  if (fromName === 'schema' && from.length === 4 && toName === 'schema' && to.length === 4) return true;
  // A test mounts another module's plugin, as the app does.
  return from.includes('__tests__') && toName === 'index' && to.length <= 4;
}

const packageName = (specifier) => (specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]);

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the layers of docs/architecture.md §3' },
    schema: [],
    messages: {
      sharedImportsProduct: '{{layer}}/ is shared by every team and must not import product code ({{specifier}}).',
      clientImportsServer: 'Client code ({{layer}}/) must not import the server ({{specifier}}).',
      teamInternals:
        "The {{team}} team must not reach into the {{other}} team's internals ({{specifier}}); import from product/{{other}}/index.ts or move shared code to platform/ or ui/.",
      contractsImport: 'Contracts import nothing but zod ({{specifier}}).',
      apiModuleInternals:
        "The {{module}} API module must not import the {{other}} module's files ({{specifier}}); share through the api root (route.ts), a plugin (plugins/user-access.ts for the user) or src/server/testing/ for tests.",
    },
  },
  create(context) {
    const file = context.physicalFilename ?? context.filename;
    const cwd = context.cwd;
    const from = srcParts(file, cwd);
    if (!from) return {};
    const layer = layerOf(from);
    const fromModule = apiModuleOf(from, true);

    function check(node, source) {
      if (!source || typeof source.value !== 'string') return;
      const specifier = source.value;
      const report = (messageId, data = {}) => context.report({ node: source, messageId, data: { layer, specifier, ...data } });

      // Tests beside the contracts (`contracts/__tests__/`) are not imported by either side: they may read files and packages.
      if (layer === 'contracts' && !from.includes('__tests__')) {
        const to = importedParts(specifier, file, cwd);
        if (to) {
          if (to[0] !== 'contracts') report('contractsImport');
        } else if (packageName(specifier) !== 'zod') {
          report('contractsImport');
        }
        return;
      }

      const to = importedParts(specifier, file, cwd);
      if (!to) return;
      const target = layerOf(to);

      if ((layer === 'platform' || layer === 'ui') && target === 'product') return report('sharedImportsProduct');
      if (isClientLayer(layer) && target === 'server') return report('clientImportsServer');
      // `../other` (the team's folder) and `../other/index.ts` are its public surface.
      const otherTeam = layer === 'product' && target === 'product' && from.length > 2 && to[1] && from[1] !== to[1];
      if (otherTeam && to.length > 2 && !isTeamIndex(to)) return report('teamInternals', { team: from[1], other: to[1] });
      const toModule = fromModule && apiModuleOf(to, false);
      if (toModule && toModule !== fromModule && !crossModuleAllowed(from, to)) return report('apiModuleInternals', { module: fromModule, other: toModule });
    }

    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export default { meta: { name: 'layers' }, rules: { imports: rule } };
