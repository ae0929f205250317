// The bundled Khmer web font (Noto Sans Khmer, SIL Open Font License), so Khmer renders without system fonts.
// Bundlers (Vite, tsup) turn these imports into @font-face rules in the package's style.css.
import '@fontsource/noto-sans-khmer/400.css';
import '@fontsource/noto-sans-khmer/500.css';
import '@fontsource/noto-sans-khmer/600.css';
import '@fontsource/noto-sans-khmer/700.css';
