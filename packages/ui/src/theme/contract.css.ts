import { createThemeContract } from '@vanilla-extract/css';

/** The one theme contract: every theme fills these, every component reads only these. */
export const vars = createThemeContract({
  color: {
    primary: null,
    primaryHover: null,
    onPrimary: null,
    surface: null,
    text: null,
  },
  font: { body: null },
  space: { sm: null, md: null },
  radius: { md: null },
});
