import { describe, expect, it } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';
import { richText } from './rich-text';

const html = (text: string) =>
  renderToStaticMarkup(
    <p>
      {richText(text, {
        amount: (price) => <strong>{price}</strong>,
        link: (words) => <a href="/terms">{words}</a>,
      })}
    </p>,
  );

describe('richText', () => {
  it('wraps each marked part with its renderer and keeps the words around it', () => {
    expect(html('Prices start from <amount>£10.00</amount> for one small suitcase per night')).toBe(
      '<p>Prices start from <strong>£10.00</strong> for one small suitcase per night</p>',
    );
    expect(html('<link>条款</link>与<amount>£1</amount>')).toBe('<p><a href="/terms">条款</a>与<strong>£1</strong></p>');
  });

  it('shows an unknown tag as its words only, and text without tags as it is', () => {
    expect(html('Ask at <desk>the desk</desk>.')).toBe('<p>Ask at the desk.</p>');
    expect(html('No tags here.')).toBe('<p>No tags here.</p>');
  });
});
