import { useId, useState } from 'react';
import { useText } from '../lib/i18n';
import { supportText } from '../lib/i18n/en/support';

/** The eight questions, in order, by their keys in the support catalogue's `faq` (`<topic>Question`, `<topic>Answer`). */
const TOPICS = ['profile', 'images', 'access', 'privacy', 'report', 'password', 'reply', 'delete'] as const;

/** Frequently asked questions: one answer open at a time. */
export default function SupportFaq() {
  const t = useText(supportText.faq);
  const baseId = useId();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  return (
    <ul className="divide-y divide-slate-200">
      {TOPICS.map((topic, index) => {
        const open = openIndex === index;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <li key={topic}>
            <h3>
              <button
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
                className="flex w-full items-center justify-between gap-4 py-3 text-left font-medium text-slate-900 hover:text-brand-700"
              >
                <span>{t[`${topic}Question`]}</span>
                <span aria-hidden="true" className="text-xl leading-none">
                  {open ? '−' : '+'}
                </span>
              </button>
            </h3>
            <section id={panelId} hidden={!open} className="pb-4 text-slate-700">
              {t[`${topic}Answer`]}
            </section>
          </li>
        );
      })}
    </ul>
  );
}
