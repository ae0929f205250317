import type { CSSProperties } from 'react';
import type { Space } from '../../theme/tokens';
import { cx } from '../../utils/cx';
import { Box, type BoxProps } from '../Box';
import * as styles from './Tiles.css';

export interface TilesProps extends Omit<BoxProps, 'display' | 'gridTemplateColumns' | 'gap'> {
  /** The space between two tiles, across and down. */
  space: Space;
  /** The narrowest a tile may be (a CSS length): as many columns as fit, one on a narrow screen. @default '280px' */
  minColumnWidth?: string;
  /** `fill` keeps empty columns when the tiles are few; `fit` widens the tiles into them. @default 'fill' */
  fit?: 'fill' | 'fit';
}

/** The custom property's name inside `var(--…)`. */
const property = styles.minColumnWidth.slice(4, -1);

/** Tiles of the same width in as many columns as fit (cards, key figures), never wider than the screen. */
export function Tiles({ space, minColumnWidth, fit = 'fill', className, style, ...props }: TilesProps) {
  const width = minColumnWidth ? ({ [property]: minColumnWidth } as CSSProperties) : undefined;
  return (
    <Box
      gap={space}
      className={cx(styles.base, styles.tiles[fit], className)}
      style={width || style ? { ...style, ...width } : undefined}
      {...props}
    />
  );
}
