// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, createElement as h } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Form } from '../../src/components/form/Form';
import { Field } from '../../src/components/form/Field';
import { checkFields } from '../../src/components/form/field-checks';
import { useForm, type FormState } from '../../src/components/form/use-form';
import { weekFields } from '../../src/lib/contracts/weekly-logs';
import { parseDecimal } from '../../src/lib/i18n/decimal-parse';
import { ApiError } from '../../src/lib/api';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// jsdom lays nothing out: a form's result is scrolled into view in browsers only.
Element.prototype.scrollIntoView = () => {};

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

type Week = { weight: string; journal: string };
const NOT_A_NUMBER = 'Enter a number, such as 12.5.';

/**
 * A week's weight and journal as the week editor writes them: the weight typed in French ('81,5'), read before the
 * contract's schema runs, the first problem named in the form's message, the save's answer shown beside Save.
 */
function WeekDemo({ answer, seen }: { answer: () => Promise<unknown>; seen: (form: FormState<Week>) => void }) {
  const form = useForm({
    initial: { weight: '80,5', journal: '' },
    check: (values: Week) => {
      const weight = parseDecimal(values.weight, 'fr');
      return checkFields(
        weekFields,
        { ...values, weight: weight.ok ? weight.value : '' },
        { weight: 'Poids', journal: 'Journal' },
        { fields: weight.ok ? [] : ['weight'], notANumber: NOT_A_NUMBER },
      );
    },
    send: async (value) => {
      await answer();
      form.reset({ weight: String(value.weight).replace('.', ','), journal: value.journal ?? '' });
      return '✅ Saved.';
    },
  });
  seen(form);
  return h(
    Form<Week>,
    { form, actions: { submit: { label: 'Save', busyLabel: 'Saving...' }, resultBeside: 'grow' } },
    h(Field, { as: 'decimal', name: 'weight', label: 'Poids (kg)' }),
    h(Field, { as: 'textarea', name: 'journal', label: 'Journal', counter: false }),
  );
}

function render(answer: () => Promise<unknown>) {
  const state: { form: FormState<Week> | null } = { form: null };
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root!.render(h(WeekDemo, { answer, seen: (form) => (state.form = form) })));
  return state;
}

const weight = () => document.querySelector('input')!;
const alerts = () => [...document.querySelectorAll('[role="alert"]')].map((a) => a.textContent);
const save = () => act(() => document.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
const flush = () => act(async () => {});

function type(text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(weight(), text);
    weight().dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('a form with a number, its result and the fields the server refused', () => {
  it('takes a decimal as the member writes it: a text field with the decimal keyboard that keeps the comma', () => {
    render(() => Promise.resolve());
    expect(weight().type).toBe('text');
    expect(weight().inputMode).toBe('decimal');
    type('81,25');
    expect(weight().value).toBe('81,25');
  });

  it('refuses what cannot be read as a number on its field, names it once in the form message, and sends nothing', async () => {
    let sent = 0;
    render(() => Promise.resolve(sent++));
    type('81,5kg');
    save();
    await flush();
    expect(sent).toBe(0);
    // The form's message is the one alert; the field shows its problem without reading it out again.
    expect(alerts()).toEqual([`❌ Poids: ${NOT_A_NUMBER}`]);
    expect(weight().getAttribute('aria-invalid')).toBe('true');
    const described = weight().getAttribute('aria-describedby')!;
    expect(document.getElementById(described)!.textContent).toBe(NOT_A_NUMBER);
  });

  it("shows the save's answer in the live region beside Save, and starts again from the saved values", async () => {
    const state = render(() => Promise.resolve());
    const region = document.querySelector('[role="status"]')!;
    expect(region.textContent).toBe('');
    type('81,5');
    expect(state.form!.changed).toBe(true);
    save();
    await flush();
    expect(document.querySelector('[role="status"]')!.textContent).toBe('✅ Saved.');
    expect(weight().value).toBe('81,50');
    expect(state.form!.changed).toBe(false);
  });

  it("puts the server's refusal of a field under that field, and the whole refusal under the form", async () => {
    render(() => Promise.reject(new ApiError(400, { weight: ['Ensure this value is less than or equal to 1500.'] })));
    type('90');
    save();
    await flush();
    expect(alerts()).toEqual(['Ensure this value is less than or equal to 1500.']);
    expect(weight().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(weight().getAttribute('aria-describedby')!)!.textContent).toBe(
      'Ensure this value is less than or equal to 1500.',
    );
  });
});
