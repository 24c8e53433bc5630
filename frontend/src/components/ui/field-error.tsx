import type { Text } from '@luggage/contracts';
import { usePageSay } from '../../lib/i18n/page-language';
import { AlertIcon } from './icons';

/** The error slot under a field: an icon and words (never colour alone), announced when it appears. */
export function FieldError({ id, messages }: { id: string; messages: readonly Text[] }) {
  const say = usePageSay();
  return (
    <div id={id} className="field__error" role="alert">
      {messages.map(say).map((message) => (
        <p key={message}>
          <AlertIcon width={18} height={18} />
          <span>{message}</span>
        </p>
      ))}
    </div>
  );
}
