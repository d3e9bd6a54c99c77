import type { ComponentProps } from 'react';
import { buttonClassName, type ButtonVariant } from './button-class';

type ButtonLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  href: string;
  variant?: ButtonVariant;
};

/** A link that looks like a button: the site's calls to action, to a page, a file or another site. */
export function ButtonLink({ variant = 'primary', className, href, ...props }: ButtonLinkProps) {
  return <a href={href} className={buttonClassName(variant, className)} {...props} />;
}
