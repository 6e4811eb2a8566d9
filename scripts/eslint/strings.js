// Keeps user-visible text in the translation bundles (every group's src/…/messages/*.json): JSX text
// and string literals in the attributes people read or hear (aria-label, title, alt, placeholder and
// label props) are reported unless they hold no letters (symbols, digits, punctuation) or are on the
// short allowlist of words that are the same in every language (brand names, codes). A string that
// is a key of an English catalogue is a reference to a message (a component translates it), not text.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const catalogues = new Map();

/** The keys of the English catalogue at `path`; none when it does not exist. */
function catalogueKeys(path) {
  let keys = catalogues.get(path);
  if (!keys) {
    keys = new Set(existsSync(path) ? Object.keys(JSON.parse(readFileSync(path, 'utf8'))) : []);
    catalogues.set(path, keys);
  }
  return keys;
}

/** The English file of every message group under `folder`: `…/messages/en.json`. */
function englishCatalogues(folder) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory() || entry.name === 'node_modules') return [];
    const path = join(folder, entry.name);
    const english = join(path, 'en.json');
    return entry.name === 'messages' && existsSync(english) ? [english] : englishCatalogues(path);
  });
}

const discovered = new Map();
/** The English files of the groups under the project's src/, found once per lint run. */
function groupCatalogues(cwd) {
  if (!discovered.has(cwd)) discovered.set(cwd, englishCatalogues(resolve(cwd, 'src')));
  return discovered.get(cwd);
}

/** Attributes read or heard by people; any prop named `label` or `…Label` counts too. */
const visibleAttributes = new Set(['aria-label', 'aria-description', 'aria-placeholder', 'aria-valuetext', 'title', 'alt', 'placeholder', 'label']);

const isVisibleAttribute = (name) => visibleAttributes.has(name) || /^[a-z]\w*Label$/.test(name);

/** Words that are not translated: the brands' names (spec §1, DESIGN.md) and the like. */
export const allowedText = new Set(['Aviasmart', 'Авиасмарт', 'WayAround']);

/** Codes shown as they are: currencies, languages, IATA codes (`EUR`, `RU`, `MOW`). */
const code = /^[A-Z]{2,3}$/;

/** Text that needs translating: it has a letter and is not allowed as it is. */
export function needsTranslation(raw) {
  const text = raw.replace(/\s+/g, ' ').trim();
  if (!/\p{L}/u.test(text)) return false;
  if (allowedText.has(text) || code.test(text)) return false;
  return true;
}

const attributeName = (node) => (node.name.type === 'JSXNamespacedName' ? `${node.name.namespace.name}:${node.name.name.name}` : node.name.name);

/** The literal strings an attribute value or an expression child may show. */
function literalTexts(expression) {
  if (!expression) return [];
  switch (expression.type) {
    case 'Literal':
      return typeof expression.value === 'string' ? [[expression, expression.value]] : [];
    case 'TemplateLiteral':
      return expression.quasis.map((quasi) => [quasi, quasi.value.cooked ?? '']);
    case 'ConditionalExpression':
      return [...literalTexts(expression.consequent), ...literalTexts(expression.alternate)];
    case 'LogicalExpression':
      return literalTexts(expression.right);
    default:
      return [];
  }
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'User-visible text comes from the translation bundles' },
    schema: [
      {
        type: 'object',
        properties: {
          catalogue: { type: 'string', description: 'path of one English catalogue, from the working directory; every group under src/ by default' },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      text: 'User-visible text "{{text}}" must come from the translation bundles (t(key)).',
      attribute: 'The {{name}} attribute is read by people: "{{text}}" must come from the translation bundles (t(key)).',
    },
  },
  create(context) {
    const option = context.options[0]?.catalogue;
    const paths = option ? [resolve(context.cwd, option)] : groupCatalogues(context.cwd);
    const keys = paths.map(catalogueKeys);
    const report = (node, messageId, text, name) => {
      if (keys.some((catalogue) => catalogue.has(text))) return;
      context.report({ node, messageId, data: { text: text.replace(/\s+/g, ' ').trim().slice(0, 40), name } });
    };
    return {
      JSXText(node) {
        if (needsTranslation(node.value)) report(node, 'text', node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent.type === 'JSXAttribute') return;
        for (const [literal, text] of literalTexts(node.expression)) if (needsTranslation(text)) report(literal, 'text', text);
      },
      JSXAttribute(node) {
        const name = attributeName(node);
        if (!isVisibleAttribute(name) || !node.value) return;
        const value = node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        for (const [literal, text] of literalTexts(value)) if (needsTranslation(text)) report(literal, 'attribute', text, name);
      },
    };
  },
};

export default { meta: { name: 'strings' }, rules: { 'no-literal-text': rule } };
