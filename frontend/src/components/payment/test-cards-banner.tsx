const TEST_CARDS = [
  ['4242 4242 4242 4242', 'success'],
  ['4000 0000 0000 0002', 'declined'],
  ['4000 0000 0000 9995', 'insufficient funds'],
  ['4000 0025 0000 3155', 'needs authentication'],
  ['4000 0000 0000 5126', 'pays, refunds fail'],
] as const;

/** Says plainly that no money moves, and which test numbers do what. */
export function TestCardsBanner() {
  return (
    <aside className="test-banner" aria-labelledby="test-banner-title">
      <p id="test-banner-title" className="test-banner__title">
        <span className="test-badge" aria-hidden="true">Test</span> Test mode: no real payment is taken
      </p>
      <p className="test-banner__text">Use any future expiry date and any 3 digits. Test cards:</p>
      <ul className="test-banner__cards">
        {TEST_CARDS.map(([number, outcome]) => (
          <li key={number}>
            <code>{number}</code> <span>({outcome})</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
