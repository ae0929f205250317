import { createVar, style, styleVariants } from '@vanilla-extract/css';

/** The narrowest a tile may be: a CSS length, set on the element by `Tiles`. */
export const minColumnWidth = createVar();

const tracks = (repeat: 'auto-fill' | 'auto-fit') => ({
  display: 'grid',
  gridTemplateColumns: `repeat(${repeat}, minmax(min(100%, ${minColumnWidth}), 1fr))`,
});

/** `fill` keeps empty columns when the tiles are few (each stays as narrow as on a full row); `fit` shares them out. */
export const tiles = styleVariants({ fill: tracks('auto-fill'), fit: tracks('auto-fit') });

export const base = style({ vars: { [minColumnWidth]: '280px' } });
