import type { Space } from '../../theme/tokens';
import { Box, type BoxProps } from '../Box';

export interface InlineProps
  extends Omit<BoxProps, 'display' | 'flexDirection' | 'flexWrap' | 'gap' | 'alignItems' | 'justifyContent' | 'wrap'> {
  /** The space between two items, across and down when they wrap. */
  space: Space;
  /** How the items line up with each other. @default 'center' */
  alignY?: 'top' | 'center' | 'bottom' | 'baseline';
  /** Where the row's items sit along it (start is the reading direction's start). @default 'start' */
  align?: 'start' | 'center' | 'end' | 'spaceBetween';
  /** `false` keeps every item on one line. @default true */
  wrap?: boolean;
}

const alignItems = { top: 'flex-start', center: 'center', bottom: 'flex-end', baseline: 'baseline' } as const;
const justifyContent = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  spaceBetween: 'space-between',
} as const;

/** Items side by side that wrap onto the next line where they do not fit: a row of buttons, links, badges. */
export function Inline({ space, alignY = 'center', align = 'start', wrap = true, ...props }: InlineProps) {
  return (
    <Box
      display="flex"
      flexDirection="row"
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      gap={space}
      alignItems={alignItems[alignY]}
      justifyContent={justifyContent[align]}
      {...props}
    />
  );
}
