import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueProblems, englishComponents } from '../../src/lib/i18n/catalogue-check';
import { catalogue as fr } from '../../src/lib/i18n/fr';
import { catalogue as de } from '../../src/lib/i18n/de';
import { englishCatalogue, lintFiles, sourceFiles } from '../../scripts/i18n-lint';

const root = path.resolve(import.meta.dirname, '../..');
const spec = JSON.parse(readFileSync(path.join(root, 'tests/fixtures/spec-strings.json'), 'utf8')) as {
  strings: string[];
};

/** Every English string of the catalogues (params and counts by their input). */
function englishStrings(): string[] {
  const out: string[] = [];
  const add = (value: unknown): void => {
    if (typeof value === 'string') out.push(value);
    else if (value && typeof value === 'object') {
      const input = 'transform' in value ? (value as unknown as { input: unknown }).input : value;
      if (typeof input === 'string') out.push(input);
      else if (input && typeof input === 'object') Object.values(input).forEach(add);
    }
  };
  for (const component of englishComponents()) Object.values(component).forEach(add);
  return out;
}

/** A spec string as a pattern: its values (<name>, N) match any text, including the catalogue's {name}. */
const specPattern = (text: string) =>
  new RegExp(
    text
      .split(/<[^>]+>|\bN\b/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+'),
  );

describe('the interface catalogues', () => {
  it('translate every English key into French, with nothing missing, extra or empty', () => {
    expect(catalogueProblems(fr)).toEqual({ missing: [], extra: [], empty: [] });
  });

  it('translate every English key into German, with nothing missing, extra or empty', () => {
    expect(catalogueProblems(de)).toEqual({ missing: [], extra: [], empty: [] });
  });

  it('hold every string the spec quotes, verbatim in English', () => {
    const english = englishStrings();
    const absent = spec.strings.filter((s) => !english.some((e) => specPattern(s).test(e)));
    expect(absent).toEqual([]);
  });

  // It parses every source file with TypeScript: seconds on a busy machine, past the default 5 s.
  it('leave no user-facing string in src/ outside them (the i18n lint)', { timeout: 60_000 }, () => {
    const findings = lintFiles(sourceFiles(root), englishCatalogue(englishComponents()));
    expect(findings.map((f) => `${path.relative(root, f.file)}:${f.line} ${f.kind} ${JSON.stringify(f.text)}`)).toEqual(
      [],
    );
  });
});

describe('the catalogue check', () => {
  it('reports a missing, an extra and an empty key', () => {
    const [first] = englishComponents();
    expect(first).toBeDefined();
    const problems = catalogueProblems({
      ...fr,
      'auth/forgotPassword': { ...fr['auth/forgotPassword'], title: '', extra: 'x' },
    });
    expect(problems.empty).toContain('auth/forgotPassword.title');
    expect(problems.extra).toContain('auth/forgotPassword.extra');
    const { submit: _dropped, ...withoutSubmit } = fr['auth/forgotPassword'] as Record<string, string>;
    expect(catalogueProblems({ ...fr, 'auth/forgotPassword': withoutSubmit }).missing).toContain(
      'auth/forgotPassword.submit',
    );
  });
});

describe('the i18n lint', () => {
  it('finds JSX text, prose in JSX and an English sentence that is in no catalogue', async () => {
    const { writeFileSync, mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(path.join(tmpdir(), 'i18n-lint-'));
    const file = path.join(dir, 'Card.tsx');
    writeFileSync(
      file,
      [
        "const note = 'This sentence is in no catalogue.';",
        "const classes = 'mt-2 flex items-center';",
        'export default function Card({ busy }: { busy: boolean }) {',
        '  return <div className={classes} aria-label="Close dialog"><p>Hello there</p>{busy ? \'Saving...\' : note}</div>;',
        '}',
      ].join('\n'),
    );
    const findings = lintFiles([file], englishCatalogue(englishComponents()));
    expect(findings.map((f) => [f.kind, f.text])).toEqual([
      ['not-in-catalogue', 'This sentence is in no catalogue.'],
      ['jsx-literal', 'Close dialog'],
      ['jsx-text', 'Hello there'],
      ['jsx-literal', 'Saving...'],
    ]);
  });
});
