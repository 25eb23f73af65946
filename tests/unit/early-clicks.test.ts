// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EARLY_CLICKS_SCRIPT } from '../../src/layouts/early-clicks';

/**
 * The layout's early-clicks script (src/layouts/early-clicks.inline.js): a click on a button of an island that has
 * not hydrated yet is held, and made again once it has (tests/e2e/early-clicks.spec.ts: the same in Chromium).
 */

/** An island as Astro writes it before hydration, with what reached its controls. */
function island(client: string, inner: string) {
  document.body.innerHTML = `<astro-island uid="1" component-url="/_astro/X.abc.js" client="${client}" ssr>${inner}</astro-island>`;
  const el = document.querySelector('astro-island')!;
  const reached: string[] = [];
  for (const control of el.querySelectorAll('button, a, form')) {
    control.addEventListener(control.tagName === 'FORM' ? 'submit' : 'click', (event) => {
      reached.push(control.tagName === 'FORM' ? 'submit' : control.textContent!);
      event.preventDefault();
    });
  }
  /** As Astro does once the framework has hydrated the island. */
  const hydrate = () => {
    el.removeAttribute('ssr');
    el.dispatchEvent(new CustomEvent('astro:hydrate'));
  };
  return { el, reached, hydrate };
}

const click = (selector: string) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  document.querySelector(selector)!.dispatchEvent(event);
  return event;
};

beforeAll(() => {
  new Function(EARLY_CLICKS_SCRIPT)();
});

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('the early-clicks script', () => {
  it('holds a click on a button until the island hydrates, then makes it', () => {
    const { reached, hydrate } = island('load', '<button type="button">Delete Account</button>');
    expect(click('button').defaultPrevented).toBe(true);
    expect(reached).toEqual([]);
    hydrate();
    expect(reached).toEqual(['Delete Account']);
  });

  it('makes only the last click: two on a toggle do not undo each other', () => {
    const { reached, hydrate } = island(
      'idle',
      '<button type="button">A</button><button type="button" role="tab">B</button>',
    );
    click('button');
    click('button');
    click('[role=tab]');
    hydrate();
    expect(reached).toEqual(['B']);
  });

  it('a click on the text inside a button counts as the button', () => {
    const { reached, hydrate } = island('visible', '<button type="button"><span>Open</span></button>');
    click('span');
    hydrate();
    expect(reached).toEqual(['Open']);
  });

  it('holds a native submit until the island hydrates, then submits', () => {
    const { reached, hydrate } = island(
      'load',
      '<form><input name="q" value="x"><button type="submit">Go</button></form>',
    );
    const form = document.querySelector('form')!;
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(reached).toEqual([]);
    hydrate();
    expect(reached).toEqual(['submit']);
  });

  it('leaves links, hydrated islands, client:only and client:media islands alone', () => {
    const link = island('load', '<a href="/support">Support</a>');
    click('a');
    expect(link.reached).toEqual(['Support']);

    for (const client of ['only', 'media']) {
      const other = island(client, '<button type="button">Now</button>');
      expect(click('button').defaultPrevented, client).toBe(true); // the island's own listener prevents it
      expect(other.reached, client).toEqual(['Now']);
    }

    const done = island('load', '<button type="button">Now</button>');
    done.el.removeAttribute('ssr');
    click('button');
    expect(done.reached).toEqual(['Now']);
  });

  it('drops a held click whose button is gone once the island has hydrated', () => {
    const { el, reached, hydrate } = island('load', '<button type="button">Gone</button>');
    click('button');
    el.querySelector('button')!.remove();
    hydrate();
    expect(reached).toEqual([]);
  });
});
