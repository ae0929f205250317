import type { Sprinkles } from '../../theme/sprinkles.css';
import { Box, type BoxProps } from '../Box';

export type TextTone = 'neutral' | 'muted' | 'critical' | 'positive';

export interface TextProps extends Omit<BoxProps, 'color' | 'fontSize' | 'fontWeight' | 'fontFamily' | 'size'> {
  /** The text's colour by meaning: `muted` explains, `critical` is wrong, `positive` is right. @default 'neutral' */
  tone?: TextTone;
  /** The theme's font size; by default the size around it. */
  size?: Sprinkles['fontSize'];
  weight?: Sprinkles['fontWeight'];
  /** `mono` for codes and hashes (they also break anywhere rather than overflow). */
  font?: 'body' | 'mono';
  /** @default 'span' */
  as?: BoxProps['as'];
}

const colour = { neutral: undefined, muted: 'muted', critical: 'danger', positive: 'success' } as const;

/**
 * Text in a tone: a span by default, or any element (`as="p"`, `"li"`, `"figcaption"`). It sets only what it is
 * given, so it otherwise reads as the text around it (and in Khmer, with the theme's Khmer line height).
 */
export function Text({ tone = 'neutral', size, weight, font, as = 'span', ...props }: TextProps) {
  return (
    <Box
      as={as}
      color={colour[tone]}
      fontSize={size}
      fontWeight={weight}
      fontFamily={font}
      overflowWrap={font === 'mono' ? 'anywhere' : undefined}
      {...props}
    />
  );
}
