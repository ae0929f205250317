import { useId, useState } from 'react';
import { DropZone, FileTrigger, isFileDropItem, Text, useLocale } from 'react-aria-components';
import { defineStrings, useUIStrings } from '../../i18n/strings';
import { Button } from '../Button';
import { fieldStyles } from '../Field/Field';
import { Icon } from '../Icon';
import * as styles from './FileDrop.css';
import { formatNumber } from '../../i18n/format';

const strings = defineStrings({
  en: {
    dropHere: 'Drag and drop a file here, or',
    dropZone: 'Drop zone',
    browse: 'Browse files',
    accepted: (p: { types: string }) => `Accepted: ${p.types}`,
    maxSize: (p: { size: string }) => `Up to ${p.size}`,
    tooLarge: (p: { name: string; size: string }) => `“${p.name}” is larger than ${p.size}. Choose a smaller file.`,
    wrongType: (p: { name: string; types: string }) => `“${p.name}” is not an accepted file type (${p.types}).`,
    selected: (p: { names: string }) => `Selected: ${p.names}`,
  },
  kh: {
    dropHere: 'អូស ហើយទម្លាក់ឯកសារនៅទីនេះ ឬ',
    dropZone: 'តំបន់ទម្លាក់ឯកសារ',
    browse: 'ជ្រើសរើសឯកសារ',
    accepted: (p: { types: string }) => `ប្រភេទឯកសារដែលទទួលយក៖ ${p.types}`,
    maxSize: (p: { size: string }) => `ទំហំអតិបរមា ${p.size}`,
    tooLarge: (p: { name: string; size: string }) => `ឯកសារ “${p.name}” ធំជាង ${p.size}។ សូមជ្រើសរើសឯកសារតូចជាងនេះ។`,
    wrongType: (p: { name: string; types: string }) => `ឯកសារ “${p.name}” មិនមែនជាប្រភេទដែលទទួលយកទេ (${p.types})។`,
    selected: (p: { names: string }) => `បានជ្រើសរើស៖ ${p.names}`,
  },
});

export interface FileDropProps {
  /** What the file is ("Trial balance file"). */
  label: string;
  description?: string;
  /** Extensions (".csv") or MIME types ("text/csv"). */
  acceptedFileTypes?: string[];
  /** Largest accepted file in bytes. */
  maxSize?: number;
  allowsMultiple?: boolean;
  isDisabled?: boolean;
  /** An error from outside (e.g. the server rejected the file). */
  errorMessage?: string;
  /** Called with the files that passed the type and size checks. */
  onSelect: (files: File[]) => void;
  strings?: Partial<typeof strings.en>;
}

function formatBytes(bytes: number, locale: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return formatNumber(value, locale, { style: 'unit', unit: units[unit], maximumFractionDigits: 1 });
}

function matchesType(file: File, accepted: string[]): boolean {
  const name = file.name.toLowerCase();
  return accepted.some((type) => {
    const t = type.toLowerCase();
    if (t.startsWith('.')) return name.endsWith(t);
    if (t.endsWith('/*')) return file.type.startsWith(t.slice(0, -1));
    return file.type === t;
  });
}

/** Drag and drop or browse for a file; checks accepted types and the size limit, and says why a file was refused. */
export function FileDrop({
  label,
  description,
  acceptedFileTypes,
  maxSize,
  allowsMultiple,
  isDisabled,
  errorMessage,
  onSelect,
  strings: overrides,
}: FileDropProps) {
  const t = useUIStrings(strings, overrides);
  const { locale } = useLocale();
  const id = useId();
  const [problems, setProblems] = useState<string[]>([]);
  const [chosen, setChosen] = useState<string[]>([]);
  const types = acceptedFileTypes?.join(', ') ?? '';
  const sizeText = maxSize ? formatBytes(maxSize, locale) : '';

  const take = (files: File[]) => {
    const list = allowsMultiple ? files : files.slice(0, 1);
    const errors: string[] = [];
    const good = list.filter((file) => {
      if (acceptedFileTypes?.length && !matchesType(file, acceptedFileTypes)) {
        errors.push(t.wrongType({ name: file.name, types }));
        return false;
      }
      if (maxSize && file.size > maxSize) {
        errors.push(t.tooLarge({ name: file.name, size: sizeText }));
        return false;
      }
      return true;
    });
    setProblems(errors);
    setChosen(good.map((f) => f.name));
    if (good.length) onSelect(good);
  };

  const shownErrors = errorMessage ? [...problems, errorMessage] : problems;
  const hints = [types && t.accepted({ types }), sizeText && t.maxSize({ size: sizeText })].filter(Boolean).join(' · ');

  return (
    <div className={fieldStyles.field}>
      <span id={`${id}-label`} className={fieldStyles.label}>
        {label}
      </span>
      <DropZone
        className={styles.zone}
        isDisabled={isDisabled}
        aria-labelledby={`${id}-label`}
        // The zone's own keyboard/screen-reader button is named in the interface language (react-aria has no Khmer).
        aria-label={t.dropZone}
        data-invalid={shownErrors.length ? true : undefined}
        getDropOperation={(dragTypes) =>
          !acceptedFileTypes?.length || acceptedFileTypes.some((type) => type.startsWith('.') || dragTypes.has(type))
            ? 'copy'
            : 'cancel'
        }
        onDrop={async (e) => {
          const files = await Promise.all(e.items.filter(isFileDropItem).map((item) => item.getFile()));
          take(files);
        }}
      >
        <Icon name="upload" size={32} className={styles.icon} />
        <Text slot="label" className={styles.text}>
          {t.dropHere}
        </Text>
        <FileTrigger
          acceptedFileTypes={acceptedFileTypes}
          allowsMultiple={allowsMultiple}
          onSelect={(list) => take(list ? Array.from(list) : [])}
        >
          <Button variant="secondary" size="sm" isDisabled={isDisabled} aria-describedby={`${id}-label ${id}-hint`}>
            {t.browse}
          </Button>
        </FileTrigger>
        {(hints || description) && (
          <span id={`${id}-hint`} className={fieldStyles.description}>
            {[description, hints].filter(Boolean).join(' · ')}
          </span>
        )}
      </DropZone>
      <div aria-live="polite">
        {chosen.length > 0 && shownErrors.length === 0 && (
          <span className={styles.chosen}>
            <Icon name="file" size={16} /> {t.selected({ names: chosen.join(', ') })}
          </span>
        )}
        {shownErrors.map((message) => (
          <span key={message} className={fieldStyles.error}>
            <Icon name="error" size={16} style={{ marginBlockStart: 3 }} />
            <span>{message}</span>
          </span>
        ))}
      </div>
    </div>
  );
}
