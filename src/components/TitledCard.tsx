import type { ReactNode } from 'react';

interface Props {
  /** The heading's id: the card is named by its heading (aria-labelledby). */
  titleId: string;
  title: ReactNode;
  /** `nav` for a card of links. */
  as?: 'section' | 'nav';
  testId?: string;
  children: ReactNode;
}

/** A card of a page, with its h2 heading as its name. */
export default function TitledCard({ titleId, title, as: Tag = 'section', testId, children }: Props) {
  return (
    <Tag className="card" aria-labelledby={titleId} data-testid={testId}>
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </Tag>
  );
}
