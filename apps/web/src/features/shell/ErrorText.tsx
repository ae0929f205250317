import { useErrorMessage } from './errorMessages';

/** An API failure's text (ErrorNotice's body): a chunk of its own, as it carries @dfr/forms' message catalogue. */
export default function ErrorText({ error }: { error: unknown }) {
  return <>{useErrorMessage()(error)}</>;
}
