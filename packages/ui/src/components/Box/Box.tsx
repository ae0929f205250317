import { type AllHTMLAttributes, createElement, type ElementType, type ReactNode, type Ref } from 'react';
import { type Sprinkles, sprinkles } from '../../theme/sprinkles.css';
import { cx } from '../../utils/cx';

/** The element's own attributes, less those a sprinkle names (`color`, `width`, …). */
type ElementProps = Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as' | 'className' | 'children'>;

export interface BoxProps extends ElementProps, Sprinkles {
  /** The element to render. @default 'div' */
  as?: ElementType;
  className?: string;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/**
 * The layout primitive the others are made of: any element, styled only through the theme's sprinkles (space,
 * display, flex and grid, surface colours, borders), each prop responsive (`{ phone, tablet, desktop }` or an array).
 * Every other attribute (`id`, `aria-*`, `data-*`, handlers) goes to the element.
 */
export function Box({ as = 'div', className, children, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return createElement(as, { ...rest, className: cx(sprinkles(atoms as Sprinkles), className) || undefined }, children);
}
