import type { ComponentProps } from 'react';
import { PageLink } from '@/components/navigation/PageLink';
import styles from './ButtonLink.module.scss';

type ButtonLinkProps = ComponentProps<typeof PageLink> & {
  /** `primary` is the one call to action of a block; `secondary` sits beside it. */
  variant?: 'primary' | 'secondary' | 'onDark';
};

/** A link that looks like a button: the site's calls to action. */
export function ButtonLink({ variant = 'primary', className, ...props }: ButtonLinkProps) {
  return <PageLink {...props} className={[styles.button, styles[variant], className].filter(Boolean).join(' ')} />;
}
