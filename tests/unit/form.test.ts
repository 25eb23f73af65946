// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, createElement as h } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Form } from '../../src/components/form/Form';
import { Field } from '../../src/components/form/Field';
import { checkedLater } from '../../src/components/form/checked-later';
import { useForm } from '../../src/components/form/use-form';
import { checkedBy } from '../../src/components/form/schema-check';
import { appealRequest, APPEAL_TEXT_MAX } from '../../src/lib/contracts/appeals';
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

/** A deferred promise: the test says when the server answers. */
function deferred() {
  let settle!: { resolve: () => void; reject: (error: unknown) => void };
  const promise = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

interface Sent {
  value: unknown;
  action: string;
}

interface DemoProps {
  send: (sent: Sent) => Promise<void>;
  onCancel: () => void;
  twoActions: boolean;
  /** The schema loaded with the first submit, as pages that load no schema code with the page check. */
  later?: boolean;
}

const checkLater = checkedLater(() => Promise.resolve(appealRequest));

/** The appeal form as a page writes it: the contract's request schema, one text field, Send (or two verdicts) and Cancel. */
function AppealDemo({ send, onCancel, twoActions, later = false }: DemoProps) {
  const form = useForm({
    check: later ? checkLater : checkedBy(appealRequest),
    initial: { sanction_id: 7, text: '' },
    send: (value, action) => send({ value, action }),
  });
  const submit = twoActions
    ? [
        { label: 'Accept', busyLabel: 'Saving...', value: 'accept' },
        { label: 'Reject', busyLabel: 'Saving...', value: 'reject' },
      ]
    : { label: 'Send appeal', busyLabel: 'Sending...' };
  return h(
    Form<typeof form.values>,
    { form, testId: 'demo', actions: { submit, cancel: { label: 'Cancel', onCancel } } },
    h(Field, {
      name: 'text',
      as: 'textarea',
      label: 'Why should this sanction be reconsidered?',
      hint: 'Staff read every appeal.',
      maxLength: APPEAL_TEXT_MAX,
    }),
  );
}

function render(answer: () => Promise<void>, { twoActions = false, later = false } = {}) {
  const sent: Sent[] = [];
  const cancelled: string[] = [];
  const send = (s: Sent) => {
    sent.push(s);
    return answer();
  };
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root!.render(h(AppealDemo, { send, onCancel: () => cancelled.push('cancel'), twoActions, later })));
  return { sent, cancelled };
}

const textarea = () => document.querySelector('textarea')!;
const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === name)!;
const byId = (id: string) => document.getElementById(id)!;
const describedBy = () =>
  textarea()
    .getAttribute('aria-describedby')!
    .split(' ')
    .map((id) => byId(id).textContent);

function type(text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(textarea(), text);
    textarea().dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const flush = () => act(async () => {});

describe('a form built with Form and Field', () => {
  it("labels its field and reads the hint and the counter with it; the field stops at the contract's limit", () => {
    render(() => Promise.resolve());
    expect(document.querySelector(`label[for="${textarea().id}"]`)!.textContent).toBe(
      'Why should this sanction be reconsidered?',
    );
    expect(describedBy()).toEqual(['Staff read every appeal.', '0 / 2000 characters']);
    expect(textarea().maxLength).toBe(APPEAL_TEXT_MAX);
    type('Not me');
    expect(describedBy()).toEqual(['Staff read every appeal.', '6 / 2000 characters']);
  });

  it("refuses a blank text with the contract's message under the field, marks it invalid, and sends nothing", () => {
    const { sent } = render(() => Promise.resolve());
    type('   ');
    act(() => button('Send appeal').click());
    expect(sent).toEqual([]);
    expect(textarea().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy()).toContain('Please write your appeal.');
    expect(document.querySelector('[role="alert"]')!.textContent).toBe('Please write your appeal.');
    type('Now written');
    expect(textarea().hasAttribute('aria-invalid')).toBe(false);
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });

  it('sends what the schema answers, and is busy until the server answers: Save says so, nothing can be pressed', async () => {
    const server = deferred();
    const { sent } = render(() => server.promise);
    type('  I was not there.  ');
    act(() => button('Send appeal').click());
    expect(sent).toEqual([{ value: { sanction_id: 7, text: 'I was not there.' }, action: '' }]);
    const form = document.querySelector('form')!;
    expect(form.getAttribute('aria-busy')).toBe('true');
    expect(button('Sending...').disabled).toBe(true);
    expect(button('Sending...').getAttribute('aria-busy')).toBe('true');
    expect(button('Cancel').disabled).toBe(true);
    expect(textarea().disabled).toBe(true);
    server.resolve();
    await flush();
    expect(form.getAttribute('aria-busy')).toBe('false');
    expect(button('Send appeal').disabled).toBe(false);
  });

  it('gives the focus back to the field Enter was sent from once the server has answered (disabled, it lost it)', async () => {
    const server = deferred();
    render(() => server.promise);
    type('I was not there.');
    textarea().focus();
    act(() => document.querySelector('form')!.requestSubmit());
    expect(textarea().disabled).toBe(true);
    // What a browser does with the focus of a control that becomes disabled.
    textarea().blur();
    expect(document.activeElement).toBe(document.body);
    server.resolve();
    await flush();
    expect(document.activeElement).toBe(textarea());
  });

  it('leaves the focus where the member put it while the form was sent', async () => {
    const server = deferred();
    render(() => server.promise);
    type('I was not there.');
    textarea().focus();
    act(() => document.querySelector('form')!.requestSubmit());
    const elsewhere = document.body.appendChild(document.createElement('button'));
    elsewhere.focus();
    server.resolve();
    await flush();
    expect(document.activeElement).toBe(elsewhere);
  });

  it("shows the server's refusal as the form's error, keeps the text, and lets the member try again", async () => {
    const { sent } = render(() =>
      Promise.reject(new ApiError(400, { detail: 'You have already appealed this sanction.', code: 'appeal_exists' })),
    );
    type('Again');
    act(() => button('Send appeal').click());
    await flush();
    expect(document.querySelector('[role="alert"]')!.textContent).toBe('You have already appealed this sanction.');
    expect(textarea().value).toBe('Again');
    act(() => button('Send appeal').click());
    await flush();
    expect(sent).toHaveLength(2);
  });

  it('tells the send which of its actions was pressed, and only that button says it is busy', () => {
    const server = deferred();
    const { sent } = render(() => server.promise, { twoActions: true });
    type('Lifted: the photo was yours.');
    act(() => button('Reject').click());
    expect(sent.map((s) => s.action)).toEqual(['reject']);
    expect(button('Accept').disabled).toBe(true);
    expect(button('Saving...').value).toBe('reject');
  });

  it('checks with a schema loaded on the first submit: its message under the field, then the value sent', async () => {
    const { sent } = render(() => Promise.resolve(), { later: true });
    act(() => button('Send appeal').click());
    await flush();
    expect(sent).toEqual([]);
    expect(document.querySelector('[role="alert"]')!.textContent).toBe('Please write your appeal.');
    type('Written now');
    act(() => button('Send appeal').click());
    await flush();
    expect(sent).toEqual([{ value: { sanction_id: 7, text: 'Written now' }, action: '' }]);
  });

  it('cancels through its Cancel button without checking anything', () => {
    const { sent, cancelled } = render(() => Promise.resolve());
    act(() => button('Cancel').click());
    expect(cancelled).toEqual(['cancel']);
    expect(sent).toEqual([]);
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });
});
