import { Dialog } from '@dfr/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileText, type SubmissionRow } from '../../features/regulator/api';
import { ErrorNotice, Skeleton } from '../../features/shell/Feedback';
import { shownDocument } from './filed-document';
import * as styles from './regulator.css';
import { Terms } from '../../features/shell/Terms';

/**
 * A filing as the desk reviews it: the package hash, what the receiver's check found, and the Inline XBRL document
 * as filed, shown in a sandboxed frame (no scripts, no access to the desk).
 */
export function ReviewDialog({ submission, onClose }: { submission: SubmissionRow; onClose: () => void }) {
  const { t } = useTranslation('regulator');
  const document = submission.files.find((f) => f.name.endsWith('.xhtml'));
  const [html, setHtml] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (!document) return;
    let live = true;
    fileText(submission.id, document.name).then(
      (text) => live && setHtml(shownDocument(text)),
      (e: unknown) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, [submission.id, document]);
  const problems = submission.checks?.problems ?? [];
  return (
    <Dialog
      isOpen
      size="lg"
      title={t('submissions.review_title', { receipt: submission.receiptNumber })}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Terms>
        <dt>{t('submissions.hash')}</dt>
        <dd>
          <code data-package-hash>{submission.packageHash ?? '—'}</code>
        </dd>
      </Terms>
      {problems.length ? (
        <>
          <p>{t('submissions.checks_problems')}</p>
          <ul>
            {problems.map((p) => (
              <li key={`${p.code}-${p.message}`}>
                <code>{p.code}</code> {p.message}
              </li>
            ))}
          </ul>
        </>
      ) : submission.checks ? (
        <p data-checks="passed">{t('submissions.checks_ok', { count: submission.checks.factCount })}</p>
      ) : null}
      <h3>{t('submissions.document')}</h3>
      {!document ? (
        <p>{t('submissions.document_missing')}</p>
      ) : error ? (
        <ErrorNotice error={error} />
      ) : html === null ? (
        <Skeleton lines={6} />
      ) : (
        <iframe title={t('submissions.document')} sandbox="" srcDoc={html} className={styles.document} />
      )}
    </Dialog>
  );
}
