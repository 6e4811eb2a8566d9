// Checks every message group (a `messages` folder: the shell's, a team's) in every UI language:
// no key missing in a language, none English lacks, none whose placeholders differ from English,
// none that is not valid ICU, none unused, none in two groups or in a group its prefix does not
// belong to (scripts/i18n/groups.ts). A key counts as used when the sources spell it out as a
// whole string literal; a key built at run time (`search.class.${x}`) cannot be checked, so a
// template literal that starts like a key is itself a problem: list such keys explicitly, e.g. in
// a `Record<…, MessageKey>`. A team's folder is declared by its `messages/index.ts` and exported
// by the team's index.ts, or its routes would not load it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import ts from 'typescript';
import { messageOwners, prefixOf, readGroups, type MessageGroupFiles } from './groups';

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
  /** Messages that are not valid ICU, per bundle name. */
  invalid: Record<string, { key: string; error: string }[]>;
  /** Keys English defines in more than one group, with the groups' folders. */
  duplicates: { key: string; folders: string[] }[];
  /** Keys outside the group their prefix belongs to (or of a prefix no group owns). */
  misplaced: { key: string; folder: string; owner: string | null }[];
  /** Team message folders that are not declared with `defineMessages('{team}', …)` and exported by the team. */
  undeclared: string[];
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

type Completeness = Pick<MessagesReport, 'missing' | 'extra' | 'placeholders' | 'invalid'>;

/** One group's languages against its English file; problems are named `{prefix}{language}`. */
function checkCompleteness(bundles: Record<string, Record<string, unknown>>, source: string, prefix = ''): Completeness {
  const english = Object.keys(bundles[source] ?? {});
  const report: Completeness = { missing: {}, extra: {}, placeholders: {}, invalid: {} };
  for (const [language, messages] of Object.entries(bundles)) {
    const name = `${prefix}${language}`;
    for (const [key, message] of Object.entries(messages)) {
      if (typeof message !== 'string') continue;
      try {
        parse(message);
      } catch (error) {
        (report.invalid[name] ??= []).push({ key, error: (error as Error).message });
      }
    }
    for (const key of english) {
      const message = messages[key];
      if (typeof message !== 'string') continue;
      const expected = placeholdersOf(String(bundles[source]![key]));
      const found = placeholdersOf(message);
      if (expected.join() !== found.join()) (report.placeholders[name] ??= []).push({ key, expected, found });
    }
    const keys = new Set(Object.keys(messages));
    const absent = english.filter((key) => !keys.has(key) || typeof messages[key] !== 'string' || !(messages[key] as string).trim());
    const unknown = [...keys].filter((key) => !english.includes(key));
    if (absent.length) report.missing[name] = absent;
    if (unknown.length) report.extra[name] = unknown;
  }
  return report;
}

/** Which of the keys the sources name, and which templates build keys at run time. */
function checkUse(keys: string[], sources: SourceFile[]): Pick<MessagesReport, 'unused' | 'dynamic'> {
  const used = new Set<string>();
  const dynamic: DynamicKey[] = [];
  for (const file of sources) {
    const { strings, templates } = literalsOf(file);
    for (const text of strings) used.add(text);
    for (const { head, line } of templates) {
      // A head such as `search.class.` or `seo.` starts some key: the rest is decided at run time.
      if (head.includes('.') && keys.some((key) => key.startsWith(head))) dynamic.push({ path: file.path, line, prefix: head });
    }
  }
  return { unused: keys.filter((key) => !used.has(key)), dynamic };
}

/** One group on its own: its languages and the use of its keys. */
export function checkMessages(bundles: Record<string, Record<string, unknown>>, sources: SourceFile[], source = 'en'): MessagesReport {
  return {
    ...checkCompleteness(bundles, source),
    ...checkUse(Object.keys(bundles[source] ?? {}), sources),
    duplicates: [],
    misplaced: [],
    undeclared: [],
  };
}

/** A team's folder, `src/product/{team}/messages`, gives the team; other groups are the platform's. */
const teamOf = (folder: string) => /^src\/product\/([\w-]+)\/messages$/.exec(folder)?.[1] ?? null;

function isDeclared(folder: string, team: string, sources: SourceFile[]): boolean {
  const text = (path: string) => sources.find((file) => file.path === path)?.text ?? '';
  return text(`${folder}/index.ts`).includes(`defineMessages('${team}'`) && text(`src/product/${team}/index.ts`).includes("from './messages'");
}

/** Every group: each complete on its own, keys used anywhere in the sources, each key in the group that owns its prefix. */
export function checkGroups(groups: MessageGroupFiles[], sources: SourceFile[], owners = messageOwners, source = 'en'): MessagesReport {
  const report: Completeness = { missing: {}, extra: {}, placeholders: {}, invalid: {} };
  const foldersOf = new Map<string, string[]>();
  const misplaced: MessagesReport['misplaced'] = [];
  const undeclared: string[] = [];
  for (const { folder, bundles } of groups) {
    const group = checkCompleteness(bundles, source, `${folder}/`);
    for (const part of ['missing', 'extra', 'placeholders', 'invalid'] as const) Object.assign(report[part], group[part]);
    for (const key of Object.keys(bundles[source] ?? {})) {
      foldersOf.set(key, [...(foldersOf.get(key) ?? []), folder]);
      const owner = owners[prefixOf(key)] ?? null;
      if (owner !== folder) misplaced.push({ key, folder, owner });
    }
    const team = teamOf(folder);
    if (team && !isDeclared(folder, team, sources)) undeclared.push(folder);
  }
  const duplicates = [...foldersOf].filter(([, folders]) => folders.length > 1).map(([key, folders]) => ({ key, folders }));
  return { ...report, ...checkUse([...foldersOf.keys()], sources), duplicates, misplaced, undeclared };
}

const walk = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : walk(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** The check on this repository: every message group under src/ against the app's sources. */
export function checkRepository(root: string): MessagesReport {
  const sources = walk(resolve(root, 'src')).map((path) => ({ path: relative(root, path), text: readFileSync(path, 'utf8') }));
  return checkGroups(readGroups(root), sources);
}

/** One line per problem, for a failing check to print. */
export function describeProblems(report: MessagesReport): string[] {
  return [
    ...Object.entries(report.missing).map(([name, keys]) => `${name}.json lacks ${keys.join(', ')}`),
    ...Object.entries(report.extra).map(([name, keys]) => `${name}.json has keys English does not: ${keys.join(', ')}`),
    ...Object.entries(report.placeholders).flatMap(([name, messages]) =>
      messages.map(({ key, expected, found }) => `${name}.json: ${key} uses {${found.join('}, {')}} where English uses {${expected.join('}, {')}}`),
    ),
    ...Object.entries(report.invalid).flatMap(([name, messages]) => messages.map(({ key, error }) => `${name}.json: ${key} is not valid ICU: ${error}`)),
    ...report.unused.map((key) => `${key} is not used in src/`),
    ...report.duplicates.map(({ key, folders }) => `${key} is defined in ${folders.join(' and ')}: a key belongs to one group`),
    ...report.misplaced.map(({ key, folder, owner }) =>
      owner
        ? `${key} is in ${folder} but its prefix belongs to ${owner}: run npm run i18n:split`
        : `${key} (in ${folder}) has a prefix no group owns: add it to messageOwners in scripts/i18n/groups.ts`,
    ),
    ...report.undeclared.map((folder) => `${folder} is not declared: add ${folder}/index.ts with defineMessages and export it from the team's index.ts`),
    ...report.dynamic.map(({ path, line, prefix }) => `${path}:${line} builds a message key at run time (\`${prefix}\${…}\`): list the keys explicitly`),
  ];
}
