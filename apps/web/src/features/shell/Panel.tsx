import { Box, type BoxProps } from '@dfr/ui';

/**
 * The app's card surface, made of @dfr/ui's Box: the theme's surface, border, radius and small shadow, its content one
 * under another. A screen chooses the element (`section` with a heading, `li` in a list, `article`).
 */
export function Panel(props: BoxProps) {
  return (
    <Box
      background="surface"
      border="standard"
      borderRadius="md"
      boxShadow="sm"
      padding="md"
      minWidth={0}
      display="flex"
      flexDirection="column"
      gap="sm"
      {...props}
    />
  );
}
