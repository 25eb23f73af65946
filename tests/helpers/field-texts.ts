/**
 * A field-error body's texts without its `codes`: for the tests of what a failure says. What the codes are is
 * tested once for every endpoint's field failures (tests/api/field-error-codes.test.ts).
 */
export function fieldTexts(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('codes' in body)) return body;
  const { codes: _codes, ...texts } = body as Record<string, unknown>;
  return texts;
}
