import { emptyNoteData, NoteDataForm } from '@dfr/forms';
import type { NoteData } from '@dfr/statement-engine';
import { useTranslation } from 'react-i18next';
import { putNotes } from '../api';
import type { StatementRecord } from '../types';

/**
 * The version each statement's notes were last saved at in this page: the screen may start the form again once the
 * saved notes arrive (a first save), and the form then still says they were saved.
 */
const savedAt = new Map<string, number>();

/** Note data with nothing filled in (@dfr/forms' empty notes). */
export const emptyNotes = (): NoteData => emptyNoteData() as NoteData;

/**
 * Note data (shareholders, employees, customers, SDGs, funding sources, funds, related parties and the 13 post-period
 * questions) on @dfr/forms' NoteDataForm: the same rules as the API, in the interface language, before anything is
 * sent.
 */
export function NotesForm({
  statement,
  notes: stored,
  entitySdgs,
  editable,
  onSaved,
  focusField,
}: {
  statement: StatementRecord;
  notes: NoteData | null | undefined;
  /** The entity's SDGs: the notes' SDGs must match them. */
  entitySdgs?: number[];
  editable: boolean;
  onSaved: (s: StatementRecord) => void;
  /** A note field to bring into view and focus (a validation error's link: `?tab=notes&field=employees.female`). */
  focusField?: string;
}) {
  const { t } = useTranslation('statement');
  return (
    <NoteDataForm
      aria-label={t('notes.title')}
      defaultValues={stored}
      entitySdgs={entitySdgs}
      isDisabled={!editable}
      focusField={focusField}
      submitLabel={t('notes.save')}
      savedMessage={t('notes.saved')}
      startSaved={savedAt.get(statement.id) === statement.version}
      onSubmit={async (data) => {
        const next = await putNotes(statement.id, statement.version, data as NoteData);
        savedAt.set(next.id, next.version);
        onSaved(next);
      }}
    />
  );
}
