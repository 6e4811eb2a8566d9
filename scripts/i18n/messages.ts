// Checks that every UI language is complete and every message is used: no key missing in a
// language, none English lacks, none whose placeholders differ from English, none unused. A key counts as used when the sources spell it out as a whole string literal; a
// key built at run time (`search.class.${x}`) cannot be checked, so a template literal that
// starts like a key is itself a problem: list such keys explicitly, e.g. in a `Record<…, MessageKey>`.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import ts from 'typescript';

export interface SourceFile {
  path: string;
  text: string;
}

export interface DynamicKey {
  path: string;
  line: number;
  /** The literal start of the template, e.g. `search.class.`. */
  prefix: string;
}

export interface MessagesReport {
  /** Keys of the English catalogue missing in a language, per bundle name. */
  missing: Record<string, string[]>;
  /** Keys a language has that English does not. */
  extra: Record<string, string[]>;
  /** Messages whose placeholders differ from the English ones, per bundle name. */
  placeholders: Record<string, { key: string; expected: string[]; found: string[] }[]>;
  /** Keys no source file names. */
  unused: string[];
  /** Template literals that build a key at run time. */
  dynamic: DynamicKey[];
}

/** Every string literal and the literal head of every template in a TypeScript or TSX file. */
export function literalsOf(file: SourceFile): { strings: Set<string>; templates: { head: string; line: number }[] } {
  const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, false, file.path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const strings = new Set<string>();
  const templates: { head: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isJsxText(node)) strings.add(node.text);
    else if (ts.isTemplateExpression(node)) {
      templates.push({ head: node.head.text, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { strings, templates };
}

/** The names of the values an ICU message uses, sorted: `{count, plural, …} {city}` → count, city. */
export function placeholdersOf(message: string): string[] {
  const names = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.tag) visit(element.children);
      else if (element.type !== TYPE.literal && element.type !== TYPE.pound) names.add(element.value);
      if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) visit(option.value);
    }
  };
  try {
    visit(parse(message));
  } catch {
    // An invalid message is reported by the catalogue test with its parse error.
  }
  return [...names].sort();
}

export function checkMessages(bundles: Record<string, Record<string, unknown>>, sources: SourceFile[], source = 'en'): MessagesReport {
  const english = Object.keys(bundles[source] ?? {});
  const missing: Record<string, string[]> = {};
  const extra: Record<string, string[]> = {};
  const placeholders: MessagesReport['placeholders'] = {};
  for (const [name, messages] of Object.entries(bundles)) {
    for (const key of english) {
      const message = messages[key];
      if (typeof message !== 'string') continue;
      const expected = placeholdersOf(String(bundles[source]![key]));
      const found = placeholdersOf(message);
      if (expected.join() !== found.join()) (placeholders[name] ??= []).push({ key, expected, found });
    }
    const keys = new Set(Object.keys(messages));
    const absent = english.filter((key) => !keys.has(key) || typeof messages[key] !== 'string' || !(messages[key] as string).trim());
    const unknown = [...keys].filter((key) => !english.includes(key));
    if (absent.length) missing[name] = absent;
    if (unknown.length) extra[name] = unknown;
  }

  const used = new Set<string>();
  const dynamic: DynamicKey[] = [];
  for (const file of sources) {
    const { strings, templates } = literalsOf(file);
    for (const text of strings) used.add(text);
    for (const { head, line } of templates) {
      // A head such as `search.class.` or `seo.` starts some key: the rest is decided at run time.
      if (head.includes('.') && english.some((key) => key.startsWith(head))) dynamic.push({ path: file.path, line, prefix: head });
    }
  }
  return { missing, extra, placeholders, unused: english.filter((key) => !used.has(key)), dynamic };
}

const walk = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : walk(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** The check on this repository: bundles of src/platform/i18n/messages against the app's sources in src/. */
export function checkRepository(root: string): MessagesReport {
  const folder = resolve(root, 'src/platform/i18n/messages');
  const bundles = Object.fromEntries(
    readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(join(folder, file), 'utf8')) as Record<string, unknown>]),
  );
  const sources = walk(resolve(root, 'src')).map((path) => ({ path: relative(root, path), text: readFileSync(path, 'utf8') }));
  return checkMessages(bundles, sources);
}

/** One line per problem, for a failing check to print. */
export function describeProblems(report: MessagesReport): string[] {
  return [
    ...Object.entries(report.missing).map(([name, keys]) => `${name}.json lacks ${keys.join(', ')}`),
    ...Object.entries(report.extra).map(([name, keys]) => `${name}.json has keys English does not: ${keys.join(', ')}`),
    ...Object.entries(report.placeholders).flatMap(([name, messages]) =>
      messages.map(({ key, expected, found }) => `${name}.json: ${key} uses {${found.join('}, {')}} where English uses {${expected.join('}, {')}}`),
    ),
    ...report.unused.map((key) => `${key} is not used in src/`),
    ...report.dynamic.map(
      ({ path, line, prefix }) => `${path}:${line} builds a message key at run time (\`${prefix}\${…}\`): list the keys explicitly`,
    ),
  ];
}
