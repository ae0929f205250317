import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { lightTokens } from './light.css';

/**
 * A second regulator's brand on the same contract (`vars`), to prove the contract carries another brand: "Tonle",
 * a fictional market regulator with a navy and gold identity, a serif for Latin text (Khmer stays in the bundled
 * Noto Sans Khmer, which the serif fonts lack) and squarer corners. Light and dark; every text colour meets WCAG AA
 * on the background it is drawn on (Storybook's accessibility run checks every story in each theme).
 */
const serifStack =
  'Georgia, "Noto Serif", "Liberation Serif", "DejaVu Serif", "Noto Sans Khmer", "Khmer OS System", "Khmer OS", serif';

export const tonleTokens = {
  ...lightTokens,
  color: {
    primary: '#1d4e89',
    primaryHover: '#173f70',
    primaryPressed: '#12325a',
    onPrimary: '#ffffff',
    primarySoft: '#e3edf8',
    secondary: '#f5dc8f',
    secondaryHover: '#efcf6b',
    secondaryPressed: '#e6c24d',
    onSecondary: '#3d2e00',
    background: '#f6f8fb',
    surface: '#ffffff',
    surfaceSunken: '#edf1f6',
    surfaceHover: '#f0f4f9',
    border: '#cdd6e1',
    borderStrong: '#6e7f94',
    text: '#15202e',
    textMuted: '#4a5a6e',
    textOnDark: '#ffffff',
    link: '#1d4e89',
    focusRing: '#b35c00',
    danger: '#b3261e',
    dangerHover: '#8f1f18',
    onDanger: '#ffffff',
    dangerSoft: '#fcebea',
    success: '#1c6e3d',
    successSoft: '#e4f3ea',
    warning: '#835400',
    warningSoft: '#fdf2d3',
    info: '#1d4e89',
    infoSoft: '#e3edf8',
    disabledBg: '#e6eaf0',
    disabledText: '#66768a',
    overlay: 'rgba(10, 20, 36, 0.5)',
    selected: '#dce8f6',
  },
  chart: {
    series1: '#1d4e89',
    series2: '#d4a62a',
    series3: '#2a8a8a',
    series4: '#9b4d8a',
    company: '#1d4e89',
    industry: '#8d9bb0',
    grid: '#dfe5ed',
  },
  font: { ...lightTokens.font, body: serifStack },
  radius: { sm: '2px', md: '4px', lg: '6px', full: '9999px' },
  shadow: {
    sm: '0 1px 2px rgba(10, 20, 36, 0.1)',
    md: '0 4px 12px rgba(10, 20, 36, 0.14)',
    lg: '0 12px 32px rgba(10, 20, 36, 0.2)',
    focus: '0 0 0 3px rgba(179, 92, 0, 0.45)',
  },
};

/** Tonle after dark: the same brand on a navy-black ground; light text, light accents with dark text on them. */
export const tonleDarkTokens = {
  ...tonleTokens,
  color: {
    primary: '#8ec1ff',
    primaryHover: '#a9d0ff',
    primaryPressed: '#c3dfff',
    onPrimary: '#0b1b30',
    primarySoft: '#1b2f4a',
    secondary: '#f0cf6a',
    secondaryHover: '#f5db8d',
    secondaryPressed: '#f9e6ae',
    onSecondary: '#2b2000',
    background: '#0d1520',
    surface: '#141e2b',
    surfaceSunken: '#0a111a',
    surfaceHover: '#1b2737',
    border: '#334457',
    borderStrong: '#7d90a8',
    text: '#e8eef6',
    textMuted: '#aebdd0',
    // Text on a ground of `text` (a tooltip): light text makes that ground light, so this text is dark.
    textOnDark: '#0d1520',
    link: '#8ec1ff',
    focusRing: '#ffb45c',
    danger: '#ff9a8f',
    dangerHover: '#ffb4ab',
    onDanger: '#2d0906',
    dangerSoft: '#3a1714',
    success: '#7fd6a0',
    successSoft: '#13301f',
    warning: '#f3c260',
    warningSoft: '#33270b',
    info: '#8ec1ff',
    infoSoft: '#1b2f4a',
    disabledBg: '#222e3d',
    disabledText: '#8593a6',
    overlay: 'rgba(0, 0, 0, 0.6)',
    selected: '#21395a',
  },
  status: {
    grey: { fg: '#c9d2dd', bg: '#252f3b', border: '#4b5868' },
    blue: { fg: '#9ccaff', bg: '#172b45', border: '#35577f' },
    purple: { fg: '#d5b8ff', bg: '#2a1d40', border: '#5a4380' },
    green: { fg: '#8fe0ad', bg: '#13301f', border: '#2f6a45' },
    teal: { fg: '#86dcd8', bg: '#0f2f2f', border: '#2b6664' },
    orange: { fg: '#ffc180', bg: '#3a240b', border: '#7a4f1d' },
    forest: { fg: '#b5e3a3', bg: '#1b3317', border: '#466f3a' },
    red: { fg: '#ffa69c', bg: '#3a1714', border: '#7d3a33' },
    amber: { fg: '#f3c260', bg: '#33270b', border: '#735a22' },
  },
  chart: {
    series1: '#8ec1ff',
    series2: '#f0cf6a',
    series3: '#6fd0cb',
    series4: '#e0a3d4',
    company: '#8ec1ff',
    industry: '#8d9bb0',
    grid: '#2a3747',
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 12px rgba(0, 0, 0, 0.5)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.6)',
    focus: '0 0 0 3px rgba(255, 180, 92, 0.5)',
  },
};

/** The Tonle brand's light theme. */
export const tonleTheme = createTheme(vars, tonleTokens);
/** The Tonle brand's dark theme. */
export const tonleDarkTheme = createTheme(vars, tonleDarkTokens);
