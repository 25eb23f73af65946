import { params as libraryParams, strings, transform } from '@nanostores/i18n';

/**
 * `params('Post by {name}')`, as @nanostores/i18n's, but values go in as they are: the library's String.replace reads
 * `$&`, `$'` and `$1` in a value as patterns, so a member named "Jo $& Bob" would show as "Jo {name} Bob". Member
 * names and staff's reasons are values: always use this one.
 */
export const params = transform((_locale: string, translation: unknown, values: Record<string, string | number>) =>
  strings(translation as string, (text: string) =>
    text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole)),
  ),
) as unknown as typeof libraryParams;
