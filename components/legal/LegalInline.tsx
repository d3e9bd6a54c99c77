import { Fragment } from 'react';
import { PageLink } from '@/components/navigation/PageLink';
import { hrefKind, type LegalInlinePart, type LegalParagraph } from '@/lib/content/legal-text';

function InlinePart({ part }: { part: LegalInlinePart }) {
  if (typeof part === 'string') return part;
  if ('strong' in part) return <strong>{part.strong}</strong>;
  // Pages of the site go through the app's router; mail, phone and other sites are plain links.
  if (hrefKind(part.href) === 'internal') return <PageLink href={part.href}>{part.text}</PageLink>;
  return <a href={part.href}>{part.text}</a>;
}

/** The content of a paragraph, list item or line: text with its links and emphasis, never raw HTML. */
export function LegalInline({ paragraph }: { paragraph: LegalParagraph }) {
  if (typeof paragraph === 'string') return paragraph;
  return paragraph.map((part, index) => (
    <Fragment key={index}>
      <InlinePart part={part} />
    </Fragment>
  ));
}
