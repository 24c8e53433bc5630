// A component on a translated page renders words only from the catalogue (issue 19): JSX text, a string written as a
// JSX child, and the attributes people read or hear (aria-label, title, placeholder, alt, …) must come from t().
// Text without letters (punctuation, '©', '&nbsp;', numbers) is not language and is allowed.

const READ_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-placeholder', 'aria-valuetext', 'title', 'placeholder', 'alt', 'label']);
const HAS_LETTER = /\p{L}/u;

/** The literal words an expression renders as it stands, if any: 'x', `x`, a ? 'x' : y, a && 'x'. */
function literalWords(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return HAS_LETTER.test(node.value) ? node.value : null;
  if (node.type === 'TemplateLiteral') {
    const words = node.quasis.map((quasi) => quasi.value.cooked ?? '').join(' ');
    return HAS_LETTER.test(words) ? words : null;
  }
  if (node.type === 'ConditionalExpression') return literalWords(node.consequent) ?? literalWords(node.alternate);
  if (node.type === 'LogicalExpression') return literalWords(node.right);
  return null;
}

const shorten = (text) => {
  const flat = text.trim().replace(/\s+/g, ' ');
  return flat.length > 40 ? `${flat.slice(0, 40)}…` : flat;
};

export const noLiteralUiText = {
  meta: {
    type: 'problem',
    docs: { description: 'Words a visitor reads come from the message catalogue, not from literals in components' },
    messages: { literal: 'Literal text "{{text}}" on a translated page: put it in contracts/locales and render t(…).' },
    schema: [],
  },
  create(context) {
    const report = (node, text) => context.report({ node, messageId: 'literal', data: { text: shorten(text) } });
    return {
      JSXText(node) {
        if (HAS_LETTER.test(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        const parent = node.parent;
        const isChild = parent.type === 'JSXElement' || parent.type === 'JSXFragment';
        const isReadAttribute = parent.type === 'JSXAttribute' && READ_ATTRIBUTES.has(String(parent.name.name));
        const words = isChild || isReadAttribute ? literalWords(node.expression) : null;
        if (words) report(node, words);
      },
      JSXAttribute(node) {
        if (!READ_ATTRIBUTES.has(String(node.name.name)) || node.value?.type !== 'Literal') return;
        if (typeof node.value.value === 'string' && HAS_LETTER.test(node.value.value)) report(node.value, node.value.value);
      },
    };
  },
};
