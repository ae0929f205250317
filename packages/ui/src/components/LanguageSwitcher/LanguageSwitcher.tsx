import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { defineStrings, type Lang, useUIStrings } from '../../i18n/strings';
import * as styles from './LanguageSwitcher.css';

const strings = defineStrings({ en: { language: 'Language' }, kh: { language: 'ភាសា' } });

/** Each language is named in itself, so a reader of either can find theirs. */
const names: Record<Lang, { label: string; lang: string }> = {
  en: { label: 'English', lang: 'en' },
  kh: { label: 'ខ្មែរ', lang: 'km' },
};

export interface LanguageSwitcherProps {
  /** The current language. */
  value: Lang;
  onChange: (lang: Lang) => void;
  /** Short labels ("EN" / "ខ្មែរ") for a tight top bar. */
  compact?: boolean;
}

/** English / Khmer switch (controlled: the app stores the choice, e.g. in localStorage "lang"). */
export function LanguageSwitcher({ value, onChange, compact }: LanguageSwitcherProps) {
  const t = useUIStrings(strings);
  return (
    <ToggleButtonGroup
      aria-label={t.language}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value]}
      onSelectionChange={(keys) => {
        const next = [...keys][0] as Lang | undefined;
        if (next && next !== value) onChange(next);
      }}
      className={styles.group}
    >
      {(Object.keys(names) as Lang[]).map((lang) => (
        <ToggleButton key={lang} id={lang} className={styles.button} lang={names[lang].lang}>
          {compact && lang === 'en' ? 'EN' : names[lang].label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
