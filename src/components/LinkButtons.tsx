export interface LinkButton {
  href: string;
  label: string;
  /** The page's main next step; the others are secondary. */
  primary?: boolean;
}

interface Props {
  links: ReadonlyArray<LinkButton | false>;
  className: string;
  /** A list (ul/li) where the links are a set of their own, such as a card of quick links. */
  list?: boolean;
}

/**
 * Links drawn as buttons, side by side: the ways on from a page or a card. A `false` entry (a link this member may not
 * see) is left out.
 */
export default function LinkButtons({ links, className, list = false }: Props) {
  const shown = links.filter((link): link is LinkButton => link !== false);
  const anchor = ({ href, label, primary }: LinkButton) => (
    <a key={href} href={href} className={primary ? 'btn-primary' : 'btn-secondary'}>
      {label}
    </a>
  );
  if (!list) return <div className={className}>{shown.map(anchor)}</div>;
  return (
    <ul className={className}>
      {shown.map((link) => (
        <li key={link.href}>{anchor(link)}</li>
      ))}
    </ul>
  );
}
