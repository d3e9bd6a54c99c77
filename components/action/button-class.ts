import styles from './Button.module.scss';

/** `primary` is the one call to action of a block; `secondary` sits beside it; `onDark` on a dark band. */
export type ButtonVariant = 'primary' | 'secondary' | 'onDark';

/** The classes of the site's button style, for a link or a `<button>`; `className` adds the caller's own (layout, spacing). */
export function buttonClassName(variant: ButtonVariant = 'primary', className?: string): string {
  return [styles.button, styles[variant], className].filter(Boolean).join(' ');
}
