import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with marked parts ('Prices start from <amount>£10.00</amount> for…'), each part wrapped by
 * its renderer. Ours rather than react-i18next's <Trans>: the same for our simple, unnested tags, without an HTML
 * parser on the landing page.
 */
export function richText(text: string, parts: Record<string, (content: string) => ReactNode>): ReactNode {
  const pieces = text.split(/<(\w+)>(.*?)<\/\1>/);
  // split() with two groups gives: text, tag, content, text, tag, content, …, text.
  const out: ReactNode[] = [];
  for (let i = 0; i < pieces.length; i += 3) {
    if (pieces[i]) out.push(pieces[i]);
    const tag = pieces[i + 1];
    if (tag !== undefined) out.push(<Fragment key={i}>{parts[tag] ? parts[tag](pieces[i + 2]) : pieces[i + 2]}</Fragment>);
  }
  return out;
}
