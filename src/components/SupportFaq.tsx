import { useId, useState } from 'react';

export const FAQ: Array<{ question: string; answer: string }> = [
  {
    question: 'How do I update my profile?',
    answer: 'Open My Profile from the sidebar and choose Edit Profile. Change what you need and press Save.',
  },
  {
    question: 'What kind of images can I upload?',
    answer:
      'Profile and progress pictures should be JPG, PNG or WebP and under 10MB. Photos from your phone (including HEIC) are converted to JPEG automatically before upload.',
  },
  {
    question: 'How do I get access to the Weekly Log and Dashboard?',
    answer:
      'The Weekly Log and Dashboard are part of the paid membership. Once your membership is active, they appear in the sidebar and menu, starting with Week 1.',
  },
  {
    question: 'Who can see my weekly logs and progress pictures?',
    answer: 'Only you and our staff. Your profile, posts and comments are visible to other members; your logs are not.',
  },
  {
    question: 'How do I report or block another member?',
    answer:
      'Open their profile from the community feed. Use Report User to flag them to our team, or Block User so they can no longer comment on your posts.',
  },
  {
    question: 'I forgot my password. What do I do?',
    answer: 'On the sign-in page choose "Forgot password", enter your email, and follow the link we send you to set a new one.',
  },
  {
    question: 'How quickly will support answer me?',
    answer: 'We reply to every message within 24 hours. Mark it urgent if you cannot use your account at all.',
  },
  {
    question: 'How do I delete my account?',
    answer:
      'Go to Account Settings, open Delete Account and follow the steps. Deleting removes your profile, logs, pictures, posts and comments permanently.',
  },
];

/** Frequently asked questions: one answer open at a time. */
export default function SupportFaq() {
  const baseId = useId();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  return (
    <ul className="divide-y divide-slate-200">
      {FAQ.map((item, index) => {
        const open = openIndex === index;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <li key={item.question}>
            <h3>
              <button
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
                className="flex w-full items-center justify-between gap-4 py-3 text-left font-medium text-slate-900 hover:text-brand-700"
              >
                <span>{item.question}</span>
                <span aria-hidden="true" className="text-xl leading-none">
                  {open ? '−' : '+'}
                </span>
              </button>
            </h3>
            <div id={panelId} role="region" hidden={!open} className="pb-4 text-slate-700">
              {item.answer}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
