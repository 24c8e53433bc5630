/**
 * A field's messages under it, tied by `id` to the control's aria-describedby. The driver's page keeps its own (the
 * shared FieldMessages would be one more chunk in the landing page's preload map, which is at its budget).
 */
export function StopErrors({ id, messages }: { id: string; messages?: string[] }) {
  if (!messages || messages.length === 0) return null;
  return (
    <div id={id} className="field__error">
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
