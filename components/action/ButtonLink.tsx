import Link from 'next/link';
import type { ComponentProps } from 'react';
import styles from './ButtonLink.module.scss';

type ButtonLinkProps = ComponentProps<typeof Link> & {
  /** `primary` is the one call to action of a block; `secondary` sits beside it. */
  variant?: 'primary' | 'secondary' | 'onDark';
};

/** A link that looks like a button: the site's calls to action. */
export function ButtonLink({ variant = 'primary', className, ...props }: ButtonLinkProps) {
  return <Link {...props} className={[styles.button, styles[variant], className].filter(Boolean).join(' ')} />;
}
