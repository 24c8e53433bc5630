const STEPS = [
  {
    title: 'Choose your bags',
    text: 'Tell us how many bags of each size you want to leave with us.',
  },
  {
    title: 'Pick a date and a meeting point',
    text: 'Choose your collection date and a bus or train station in Bristol or Bath.',
  },
  {
    title: 'Pay securely',
    text: 'Check your summary and pay by card. Your booking reference arrives by email.',
  },
  {
    title: 'We store and return',
    text: 'Hand us your bags at the station. We keep them safe and bring them back when you are ready.',
  },
];

export function HowItWorks() {
  return (
    <section className="section" aria-labelledby="how-title">
      <div className="container">
        <h2 id="how-title" className="section__title">
          How it works
        </h2>
        <p className="section__intro">Booking takes a couple of minutes, and you do not need an account.</p>
        <ol className="steps">
          {STEPS.map((step, index) => (
            <li key={step.title} className="steps__item">
              <span className="steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="steps__title">{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
