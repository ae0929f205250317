import type { Space } from '../../theme/tokens';
import { Box, type BoxProps } from '../Box';

export interface StackProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'gap' | 'alignItems'> {
  /** The space between two items, on the theme's scale. */
  space: Space;
  /** Where the items sit across the stack; `stretch` makes each as wide as the stack. @default 'stretch' */
  align?: 'stretch' | 'start' | 'center' | 'end';
}

const alignItems = { stretch: 'stretch', start: 'flex-start', center: 'center', end: 'flex-end' } as const;

/** Items one under another with the same space between them (the space belongs to the stack, not to the items). */
export function Stack({ space, align = 'stretch', ...props }: StackProps) {
  return <Box display="flex" flexDirection="column" gap={space} alignItems={alignItems[align]} {...props} />;
}
