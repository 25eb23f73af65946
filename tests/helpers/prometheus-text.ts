/**
 * Prometheus' text format (0.0.4), read strictly: every line is a HELP, a TYPE or a sample of the family the last
 * TYPE named, or empty (the format ignores empty lines; prom-client puts one between families), and the text ends
 * with a newline. A line that fits none fails the read.
 */
const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const LABEL_VALUE = '"(?:[^"\\\\\\n]|\\\\[\\\\"n])*"';
const LABELS = `\\{(?:[a-zA-Z_][a-zA-Z0-9_]*=${LABEL_VALUE}(?:,[a-zA-Z_][a-zA-Z0-9_]*=${LABEL_VALUE})*,?)?\\}`;
// Prometheus reads values with Go's strconv.ParseFloat, which takes NaN and Inf in any case: prom-client writes
// "Nan" (the event loop's mean over a window without a sample).
const VALUE = '(?:[+-]?(?:\\d+\\.?\\d*|\\.\\d+)(?:[eE][+-]?\\d+)?|[nN][aA][nN]|[+-]?[iI][nN][fF])';
const HELP = new RegExp(`^# HELP (${NAME}) (?:[^\\\\\\n]|\\\\[\\\\n])*$`);
const TYPE = new RegExp(`^# TYPE (${NAME}) (counter|gauge|histogram|summary|untyped)$`);
const SAMPLE = new RegExp(`^(${NAME})(${LABELS})? (${VALUE})(?: -?\\d+)?$`);
const LABEL = new RegExp(`([a-zA-Z_][a-zA-Z0-9_]*)=(${LABEL_VALUE})`, 'g');

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Family {
  name: string;
  type: string;
  help: string;
  samples: Sample[];
}

/** The families of `text`, by name; throws naming the first line that is not Prometheus text. */
export function parsePrometheusText(text: string): Map<string, Family> {
  if (!text.endsWith('\n')) throw new Error('the text does not end with a newline');
  const families = new Map<string, Family>();
  let current: Family | null = null;
  for (const [index, line] of text.slice(0, -1).split('\n').entries()) {
    const where = `line ${index + 1}: ${JSON.stringify(line)}`;
    const help = HELP.exec(line);
    const type = TYPE.exec(line);
    const sample = SAMPLE.exec(line);
    if (line === '') continue;
    if (help) {
      current = { name: help[1]!, type: 'untyped', help: line.slice(`# HELP ${help[1]} `.length), samples: [] };
      if (families.has(current.name)) throw new Error(`${where}: a second HELP for ${current.name}`);
      families.set(current.name, current);
    } else if (type) {
      if (!current || current.name !== type[1]) throw new Error(`${where}: TYPE without its HELP`);
      current.type = type[2]!;
    } else if (sample) {
      if (!current || !belongsTo(sample[1]!, current)) throw new Error(`${where}: a sample outside its family`);
      const labels: Record<string, string> = {};
      for (const [, key, quoted] of (sample[2] ?? '').matchAll(LABEL)) labels[key!] = JSON.parse(quoted!) as string;
      current.samples.push({ name: sample[1]!, labels, value: numberOf(sample[3]!) });
    } else {
      throw new Error(`${where}: not a HELP, TYPE or sample line`);
    }
  }
  return families;
}

function belongsTo(sample: string, family: Family): boolean {
  if (sample === family.name) return family.type !== 'histogram';
  const suffixes =
    family.type === 'histogram' ? ['_bucket', '_sum', '_count'] : family.type === 'summary' ? ['_sum', '_count'] : [];
  return suffixes.some((suffix) => sample === family.name + suffix);
}

/** The value of the sample named `name` whose labels include `labels` (0 when there is none yet). */
export function sampleValue(families: Map<string, Family>, name: string, labels: Record<string, string> = {}): number {
  const family = families.get(name) ?? families.get(name.replace(/_(bucket|sum|count)$/, ''));
  const found = family?.samples.find(
    (s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value),
  );
  return found?.value ?? 0;
}

function numberOf(value: string): number {
  if (/^nan$/i.test(value)) return Number.NaN;
  if (/^[+-]?inf$/i.test(value)) return value.startsWith('-') ? -Infinity : Infinity;
  return Number(value);
}
