import { useTranslation } from 'react-i18next';

// Each step's title and text in the landing catalogue, under how.<step>.
const STEPS = ['bags', 'point', 'pay', 'return'] as const;

export function HowItWorks() {
  const { t } = useTranslation('landing');
  return (
    <section className="section" aria-labelledby="how-title">
      <div className="container">
        <h2 id="how-title" className="section__title">
          {t('how.title')}
        </h2>
        <p className="section__intro">{t('how.intro')}</p>
        <ol className="steps">
          {STEPS.map((step, index) => (
            <li key={step} className="steps__item">
              <span className="steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="steps__title">{t(`how.${step}.title`)}</h3>
              <p>{t(`how.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
