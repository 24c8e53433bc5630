import { policyWords, useCancellationPolicy } from '../../lib/cancellation-policy';

/**
 * The cancellation policy in force, in the words every place shows (the summary, the Terms, the emails). While it
 * loads the line keeps its place; if it cannot be loaded, it says where else the policy is written.
 */
export function CancellationPolicyText({ className }: { className?: string }) {
  const words = policyWords(useCancellationPolicy());
  if (words) return <p className={className}>{words}</p>;
  return (
    <p className={className} aria-busy="true">
      <span className="visually-hidden">Loading the cancellation policy…</span>
    </p>
  );
}
