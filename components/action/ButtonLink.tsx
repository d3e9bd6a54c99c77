import type { ComponentProps } from 'react';
import { PageLink } from '@/components/navigation/PageLink';
import { buttonClassName, type ButtonVariant } from './button-class';

type ButtonLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  href: string;
  variant?: ButtonVariant;
};

/** A page of the site, as opposed to a file (`/media/guide.pdf`) or another site, which load as they are. */
const isPagePath = (href: string) => href.startsWith('/') && !/\.[a-z0-9]+(?:[?#]|$)/i.test(href);

/** A link that looks like a button: the site's calls to action, to a page, a file or another site. */
export function ButtonLink({ variant = 'primary', className, href, ...props }: ButtonLinkProps) {
  const classes = buttonClassName(variant, className);
  return isPagePath(href) ? <PageLink href={href} className={classes} {...props} /> : <a href={href} className={classes} {...props} />;
}
