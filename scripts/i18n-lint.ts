/**
 * The interface's text lint (issue 16): every user-facing string in src/ is in a catalogue.
 *
 * - JSX text, and string literals in JSX that read as prose (titles, labels, placeholders, `{busy ? 'Saving…' : …}`),
 *   must not be written in islands and components at all: they come from `useText(...)`.
 * - The text of .astro templates likewise comes from `textIn(...)`.
 * - A prose literal in plain TypeScript (the API's messages in contracts and services, client modules) must be one
 *   of the English catalogue's strings: a message's English is its code's text in the `api` catalogue
 *   (contracts/message.ts), which fr/ and de/ translate.
 *
 * Text that is never shown (a console label, a value stored in English) is marked with a comment on its line or the
 * line above: `i18n-lint: not interface text (why)`.
 *
 * `npx tsx scripts/i18n-lint.ts [files...]` prints the findings (all of src/ without arguments); the unit test
 * tests/unit/i18n-catalogue.test.ts fails on any.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { isDeveloperLiteral, readsAsProse } from './i18n-prose';

export interface Finding {
  file: string;
  line: number;
  text: string;
  kind: 'jsx-text' | 'jsx-literal' | 'astro-text' | 'not-in-catalogue';
}

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (/\.(tsx?|astro)$/.test(name) && !name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** Files whose strings are not the interface's: catalogues themselves, the operator's CLI, logs, the database. */
const NOT_INTERFACE = [
  /src\/lib\/i18n\//,
  /src\/server\/(db|operator|content|auth)\//,
  /src\/server\/(log|config|runtime|tasks|warm-up|clock)\.ts$/,
  /src\/server\.ts$/,
  /src\/env\.d\.ts$/,
  /\.inline\.js$/,
];

/** The comment that exempts a line (or the line below it): text for developers, logs or storage, never shown. */
export const EXEMPT_MARK = 'i18n-lint: not interface text';

/** Every English string of the catalogues, and the params ones as patterns. */
export function englishCatalogue(components: Iterable<Record<string, unknown>>): { has(text: string): boolean } {
  const exact = new Set<string>();
  const patterns: RegExp[] = [];
  const add = (value: unknown) => {
    if (typeof value === 'string') {
      exact.add(value.trim());
      // A text that is all values ('{label} {amount}') would match any sentence: only texts with words of their own.
      if (/\{\w+\}/.test(value) && /\p{L}{2}/u.test(value.replace(/\{\w+\}/g, ''))) {
        const source = value
          .trim()
          .split(/\{\w+\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('[\\s\\S]*');
        patterns.push(new RegExp(`^${source}$`));
      }
    } else if (value && typeof value === 'object') {
      const input = (value as { input?: unknown }).input;
      for (const v of Object.values(input !== undefined ? (typeof input === 'object' ? input! : { input }) : value))
        add(v);
    }
  };
  for (const component of components) for (const value of Object.values(component)) add(value);
  return { has: (text) => exact.has(text.trim()) || patterns.some((p) => p.test(text.trim())) };
}

function lintTypeScript(file: string, source: string, catalogue: { has(text: string): boolean }): Finding[] {
  const findings: Finding[] = [];
  const sf = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const at = (node: ts.Node) => sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
  const inJsx = (node: ts.Node) => {
    for (let p = node.parent; p; p = p.parent) {
      if (ts.isJsxExpression(p) || ts.isJsxAttribute(p)) return true;
      if (ts.isFunctionLike(p) || ts.isBlock(p)) return false;
    }
    return false;
  };
  // A line marked `i18n-lint: not interface text` (or the line above it) holds text for developers or for storage.
  const lines = source.split('\n');
  const exempt = (node: ts.Node) => {
    const line = at(node) - 1;
    return [lines[line], lines[line - 1]].some((l) => l?.includes(EXEMPT_MARK));
  };
  const visit = (node: ts.Node) => {
    if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isArrayLiteralExpression(node)) &&
      exempt(node)
    )
      return;
    if (ts.isJsxText(node)) {
      const text = node
        .getText(sf)
        .replace(/&[a-z]+;|&#\d+;/g, ' ')
        .trim();
      if (/\p{L}/u.test(text)) findings.push({ file, line: at(node), text, kind: 'jsx-text' });
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const text = node.text;
      if (readsAsProse(text) && !isDeveloperLiteral(node, sf)) {
        if (inJsx(node)) findings.push({ file, line: at(node), text, kind: 'jsx-literal' });
        else if (!catalogue.has(text)) findings.push({ file, line: at(node), text, kind: 'not-in-catalogue' });
      }
    } else if (ts.isTemplateExpression(node) && inJsx(node) && !isDeveloperLiteral(node, sf)) {
      const text = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join('…');
      if (readsAsProse(text.replace(/…/g, ' '))) findings.push({ file, line: at(node), text, kind: 'jsx-literal' });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return findings;
}

/** Removes `{ … }` expressions (with nesting) from an Astro template. */
function withoutExpressions(template: string): string {
  let out = '';
  let depth = 0;
  for (const ch of template) {
    if (ch === '{') depth++;
    else if (ch === '}') depth = Math.max(0, depth - 1);
    else if (depth === 0) out += ch;
    else if (ch === '\n') out += '\n';
  }
  return out;
}

function lintAstro(file: string, source: string, catalogue: { has(text: string): boolean }): Finding[] {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(source);
  const frontmatter = match ? match[1]! : '';
  const offset = match ? source.slice(0, match[0].length).split('\n').length - 1 : 0;
  const findings = lintTypeScript(file, frontmatter, catalogue);
  let template = match ? source.slice(match[0].length) : source;
  const blank = (s: string) => s.replace(/[^\n]/g, ' ');
  template = template
    .replace(/<script[\s\S]*?<\/script>/g, blank)
    .replace(/<style[\s\S]*?<\/style>/g, blank)
    .replace(/<!--[\s\S]*?-->/g, blank);
  template = withoutExpressions(template);
  // Attributes a person reads (title, alt, placeholder, aria-label, content of meta description).
  for (const m of template.matchAll(/\s(title|alt|placeholder|aria-label|label)="([^"]*)"/g)) {
    if (readsAsProse(m[2]!)) {
      findings.push({
        file,
        line: offset + template.slice(0, m.index).split('\n').length,
        text: m[2]!,
        kind: 'astro-text',
      });
    }
  }
  const text = template.replace(/<[^>]*>/g, (tag) => blank(tag));
  text.split('\n').forEach((line, i) => {
    const words = line.replace(/&[a-z]+;|&#\d+;/g, ' ').trim();
    if (/\p{L}{2}/u.test(words)) findings.push({ file, line: offset + i + 1, text: words, kind: 'astro-text' });
  });
  return findings;
}

export function lintFiles(files: string[], catalogue: { has(text: string): boolean }): Finding[] {
  return files
    .filter((f) => !NOT_INTERFACE.some((re) => re.test(f.split(path.sep).join('/'))))
    .flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      return file.endsWith('.astro') ? lintAstro(file, source, catalogue) : lintTypeScript(file, source, catalogue);
    });
}

export const sourceFiles = (root: string): string[] => walk(path.join(root, 'src'));

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, '..');
  const { englishComponents } = await import('../src/lib/i18n/catalogue-check');
  const catalogue = englishCatalogue(englishComponents());
  const args = process.argv.slice(2).map((f) => path.resolve(f));
  const findings = lintFiles(args.length ? args : sourceFiles(root), catalogue);
  for (const f of findings)
    console.log(`${path.relative(root, f.file)}:${f.line}  ${f.kind}  ${JSON.stringify(f.text)}`);
  console.log(`${findings.length} finding(s)`);
  process.exitCode = findings.length ? 1 : 0;
}
