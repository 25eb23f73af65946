/**
 * The outcome of checking a form's values: the value to send, or a message per field, and the form's own message
 * when it names the first problem itself ('❌ Biceps: …'). Its own module: the form's state (use-form.ts) and the
 * checks (schema-check.ts, field-checks.ts, a form's own) all speak it, and none of them imports another for it.
 */
export type Checked<Out> =
  | { ok: true; value: Out }
  | { ok: false; errors: Record<string, string>; message?: string | undefined };
