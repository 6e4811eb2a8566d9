// Services live where spec §5 says: `platform/services/{name}/index.ts` or
// `product/{team}/services/{name}/index.ts`, nowhere else; the declared name is the folder's
// (and a product service names its team). A call of `createService` elsewhere fails lint.
import { relative, sep } from 'node:path';

const pathMessage = 'A service path must be under platform/services/{name}/index.ts or product/{team}/services/{name}/index.ts';

/** Where a file may declare a service: its name and team, or null when it may not. */
export function serviceLocation(file, cwd) {
  const rel = relative(cwd, file).split(sep).join('/');
  const platform = /^src\/platform\/services\/([^/]+)\/index\.tsx?$/.exec(rel);
  if (platform) return { name: platform[1], team: null };
  const product = /^src\/product\/([^/]+)\/services\/([^/]+)\/index\.tsx?$/.exec(rel);
  if (product) return { name: product[2], team: product[1] };
  return null;
}

/** Tests declare services of their own. */
const isTest = (file) => /(^|[\\/])__tests__[\\/]/.test(file) || /\.test\.tsx?$/.test(file);

const isCreateService = (callee) =>
  (callee.type === 'Identifier' && callee.name === 'createService') ||
  (callee.type === 'MemberExpression' && !callee.computed && callee.property.name === 'createService');

const stringProperty = (object, key) => {
  const property =
    object?.type === 'ObjectExpression'
      ? object.properties.find((entry) => entry.type === 'Property' && !entry.computed && (entry.key.name ?? entry.key.value) === key)
      : undefined;
  if (!property) return { present: false };
  return {
    present: true,
    value: property.value.type === 'Literal' && typeof property.value.value === 'string' ? property.value.value : undefined,
    node: property.value,
  };
};

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Services are declared only at the paths of spec §5' },
    schema: [],
    messages: {
      path: `${pathMessage} ({{file}}).`,
      name: 'The service in {{folder}}/ must be named {{folder}} (found {{name}}).',
      team: 'A product service must name its team: team: {{team}}.',
      notProduct: 'A platform service has no team.',
    },
  },
  create(context) {
    const file = context.physicalFilename ?? context.filename;
    if (isTest(file)) return {};
    const location = serviceLocation(file, context.cwd);
    return {
      CallExpression(node) {
        if (!isCreateService(node.callee)) return;
        if (!location) {
          context.report({ node, messageId: 'path', data: { file: relative(context.cwd, file).split(sep).join('/') } });
          return;
        }
        const options = node.arguments[0];
        const name = stringProperty(options, 'name');
        if (name.present && name.value !== undefined && name.value !== location.name) {
          context.report({ node: name.node, messageId: 'name', data: { folder: location.name, name: name.value } });
        }
        const team = stringProperty(options, 'team');
        if (location.team !== null && (!team.present || (team.value !== undefined && team.value !== location.team))) {
          context.report({ node: team.node ?? node, messageId: 'team', data: { team: `'${location.team}'` } });
        }
        if (location.team === null && team.present) context.report({ node: team.node, messageId: 'notProduct' });
      },
    };
  },
};

export default { meta: { name: 'services' }, rules: { location: rule } };
