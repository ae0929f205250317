import { StatementTextsForm } from '@dfr/forms';
import type { StatementTexts } from '@dfr/statement-engine';
import { useTranslation } from 'react-i18next';
import { putTexts } from '../api';
import type { StatementRecord } from '../types';

/** The version each statement's texts were last saved at in this page, by part: the screen starts the form again
 * from the saved statement, and the form then still says they were saved. */
const savedAt = new Map<string, number>();

/** Accounting policies or the directors' statement, written in both languages (@dfr/forms' StatementTextsForm). */
export function TextsForm({
  statement,
  texts: stored,
  part,
  editable,
  onSaved,
}: {
  statement: StatementRecord;
  texts: StatementTexts | null | undefined;
  part: 'policies' | 'directorsStatement';
  editable: boolean;
  onSaved: (s: StatementRecord) => void;
}) {
  const { t } = useTranslation('statement');
  const initial: StatementTexts = stored ?? { policies: {} };
  return (
    <StatementTextsForm
      part={part}
      aria-label={part === 'policies' ? t('tabs.policies') : t('tabs.directorsStatement')}
      defaultValues={initial}
      isDisabled={!editable}
      submitLabel={t('texts.save')}
      savedMessage={t('texts.saved')}
      startSaved={savedAt.get(`${statement.id}:${part}`) === statement.version}
      onSubmit={async (data) => {
        // Only the part edited changes; the other stays as stored.
        const texts: StatementTexts =
          part === 'policies'
            ? { ...initial, policies: data.policies }
            : { ...initial, ...(data.directorsStatement ? { directorsStatement: data.directorsStatement } : {}) };
        const next = await putTexts(statement.id, statement.version, texts);
        savedAt.set(`${next.id}:${part}`, next.version);
        onSaved(next);
      }}
    />
  );
}
