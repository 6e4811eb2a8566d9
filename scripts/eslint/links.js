// Keeps in-app addresses typed: a link, a breadcrumb, a navigation entry or a navigation target
// takes an address built from a route (`linkTo(route, params)` or `<Link to={route}>`), never a
// path written by hand. A hand-written path breaks silently when a route moves; a route does not.
// Reported: a string or template literal starting with `/` (not `//`, another host) given to an
// `href` or `to` attribute, or to an `href` or `to` property of an object.

const targetNames = new Set(['href', 'to']);

/** The literal paths an expression may give, each with the node to report. */
function literalPaths(expression) {
  if (!expression) return [];
  switch (expression.type) {
    case 'Literal':
      return typeof expression.value === 'string' ? [[expression, expression.value]] : [];
    case 'TemplateLiteral':
      return [[expression, expression.quasis[0]?.value.cooked ?? '']];
    case 'ConditionalExpression':
      return [...literalPaths(expression.consequent), ...literalPaths(expression.alternate)];
    case 'LogicalExpression':
      return [...literalPaths(expression.left), ...literalPaths(expression.right)];
    case 'BinaryExpression':
      return expression.operator === '+' ? literalPaths(expression.left) : [];
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
      return literalPaths(expression.expression);
    default:
      return [];
  }
}

const isInAppPath = (text) => text.startsWith('/') && !text.startsWith('//');

const keyName = (key) => (key.type === 'Identifier' ? key.name : key.type === 'Literal' ? String(key.value) : null);

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'In-app addresses are built from routes, not written by hand' },
    schema: [],
    messages: {
      literal: 'In-app address "{{path}}" is written by hand: build it from its route (linkTo(route, params) or <Link to={route}>).',
    },
  },
  create(context) {
    const check = (expression) => {
      for (const [node, text] of literalPaths(expression)) {
        if (isInAppPath(text)) context.report({ node, messageId: 'literal', data: { path: text.slice(0, 60) } });
      }
    };
    return {
      JSXAttribute(node) {
        if (node.name.type !== 'JSXIdentifier' || !targetNames.has(node.name.name) || !node.value) return;
        check(node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value);
      },
      Property(node) {
        if (node.computed || !targetNames.has(keyName(node.key))) return;
        check(node.value);
      },
    };
  },
};

export default { meta: { name: 'links' }, rules: { 'no-literal-href': rule } };
