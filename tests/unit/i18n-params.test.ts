import { describe, expect, it } from 'vitest';
import { defineText, textIn } from '../../src/lib/i18n/text';
import { params } from '../../src/lib/i18n/params';

const text = defineText('paramsTest', { post: { by: params('Post by {name} on {day}') } });

describe('values in text', () => {
  it('go in as they are, even with the characters String.replace reads as patterns', () => {
    const t = textIn(text.post, 'en');
    expect(t.by({ name: "Jo $& $' $1 Bob", day: 'Monday' })).toBe("Post by Jo $& $' $1 Bob on Monday");
  });

  it('leave a placeholder without a value as written', () => {
    expect(textIn(text.post, 'en').by({ name: 'Ann' } as never)).toBe('Post by Ann on {day}');
  });
});
