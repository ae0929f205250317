import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** The light theme: light-green primary. */
export const lightTheme = createTheme(vars, {
  color: { primary: '#2e7d4f', primaryHover: '#256b43', onPrimary: '#ffffff', surface: '#ffffff', text: '#1b2a21' },
  font: { body: '"Noto Sans Khmer", "Khmer OS System", "Khmer OS", system-ui, sans-serif' },
  space: { sm: '8px', md: '16px' },
  radius: { md: '8px' },
});
