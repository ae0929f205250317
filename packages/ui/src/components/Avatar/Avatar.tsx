import * as styles from './Avatar.css';

export interface AvatarProps {
  /** The person's name (Latin or Khmer); gives the initials and the accessible name. */
  name: string;
  /** A photo URL; initials are shown without one. */
  src?: string;
  /** @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** Hide from screen readers when the name is written next to it. */
  decorative?: boolean;
}

/** The first character (a whole Khmer cluster, not half of one) of the first and last words. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = (word: string) => {
    const Segmenter = (Intl as { Segmenter?: typeof Intl.Segmenter }).Segmenter;
    if (Segmenter) {
      const seg = new Segmenter(undefined, { granularity: 'grapheme' }).segment(word)[Symbol.iterator]().next();
      return seg.done ? '' : seg.value.segment;
    }
    return Array.from(word)[0] ?? '';
  };
  if (words.length === 0) return '?';
  const letters = words.length === 1 ? [first(words[0]!)] : [first(words[0]!), first(words[words.length - 1]!)];
  return letters.join('').toUpperCase();
}

/** A person's photo or initials. */
export function Avatar({ name, src, size = 'md', decorative }: AvatarProps) {
  const a11y = decorative ? { 'aria-hidden': true as const } : { role: 'img', 'aria-label': name };
  return (
    <span className={styles.avatar({ size })} {...a11y}>
      {src ? <img src={src} alt="" className={styles.image} /> : <span aria-hidden="true">{initialsOf(name)}</span>}
    </span>
  );
}
