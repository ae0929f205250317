import { ROUNDING_LEVEL_LABELS, type RoundingLevel } from '@dfr/statement-engine';
import { useLang } from '@dfr/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { patchStatement } from '../../features/statement/api';
import type { StatementRecord } from '../../features/statement/types';
import type { useConfirmWord } from '../../features/shell/useConfirmWord';

/**
 * The statement's rounding, changed from its select: the new level previewed at once (`previewRounding`), saved once
 * the word "confirm" is typed, and undone when the dialog is closed or the save fails (`roundingError`).
 */
export function useRoundingChange(confirmWord: ReturnType<typeof useConfirmWord>) {
  const { t } = useTranslation(['statement', 'common']);
  const lang = useLang();
  const [previewRounding, setPreviewRounding] = useState<RoundingLevel | undefined>();
  const [roundingError, setRoundingError] = useState<unknown>(null);
  // One rounding change is one write: a change made while a save is in flight waits for it and goes with the version
  // that save returned (never the old one, which the server would answer with a false conflict).
  // `saved` is the newest version a save returned: a change confirmed after that save ended (the confirm dialog was open
  // meanwhile) may come from a render that still holds the older record.
  const roundingSave = useRef<{
    inFlight: boolean;
    sending?: RoundingLevel;
    queued?: RoundingLevel;
    saved?: { id: string; version: number };
  }>({
    inFlight: false,
  });

  const changeRounding = async (
    key: RoundingLevel | null,
    current: RoundingLevel,
    record: StatementRecord,
    onChanged: (next: StatementRecord) => void,
  ) => {
    if (key === null || key === (previewRounding ?? current)) return;
    const state = roundingSave.current;
    setPreviewRounding(key);
    setRoundingError(null);
    // An update of the statement's settings: the word "confirm" typed first; closing the dialog undoes
    // the preview and saves nothing.
    const confirm = await confirmWord.ask({
      title: t('common:confirmUpdate.title'),
      actionLabel: t('common:confirmUpdate.action'),
      message: t('common:confirmUpdate.rounding', {
        level: ROUNDING_LEVEL_LABELS[key][lang],
      }),
    });
    if (!confirm) {
      if (!state.inFlight) setPreviewRounding(undefined);
      return;
    }
    // The same level again while it is being saved (a repeated event) is not another change.
    state.queued = state.inFlight && state.sending === key ? undefined : key;
    if (state.inFlight) return;
    state.inFlight = true;
    let version = Math.max(record.version, state.saved?.id === record.id ? state.saved.version : 0);
    try {
      while (state.queued) {
        const next = state.queued;
        state.sending = next;
        state.queued = undefined;
        const saved = await patchStatement(record.id, version, { rounding: next }, confirm);
        version = saved.version;
        state.saved = { id: record.id, version: saved.version };
        onChanged(saved);
      }
    } catch (err) {
      state.queued = undefined;
      setRoundingError(err);
      setPreviewRounding(undefined);
    } finally {
      state.inFlight = false;
    }
  };
  return { previewRounding, roundingError, changeRounding };
}
