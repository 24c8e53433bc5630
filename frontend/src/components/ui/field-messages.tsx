import type { Text } from '@luggage/contracts';
import { usePageSay } from '../../lib/i18n/page-language';
import { AlertIcon } from './icons';

/** A field's messages under it (tied to the control by `id` in its aria-describedby); nothing when there are none. */
export function FieldMessages({ id, messages }: { id: string; messages?: readonly Text[] }) {
  const say = usePageSay();
  if (!messages || messages.length === 0) return null;
  return (
    <div id={id} className="field__error">
      {messages.map(say).map((message) => (
        <p key={message}>
          <AlertIcon width={18} height={18} />
          <span>{message}</span>
        </p>
      ))}
    </div>
  );
}
