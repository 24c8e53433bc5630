import { useCatalog } from '../../lib/catalog-context';
import { usePageTitle } from '../../lib/use-page-title';
import { type PrivacyFacts, privacySections } from './privacy-sections';

/** The privacy notice: who holds the data, what, why, who receives it, how long, the customer's rights. */
export function PrivacyPage() {
  usePageTitle('Privacy notice');
  const { data, error } = useCatalog();

  return (
    <article className="container page prose">
      <h1>Privacy notice</h1>
      <p className="prose__lead">What we keep about you when you book, why, for how long, and what you can ask us to do with it.</p>
      {data ? (
        <PrivacyBody
          facts={{
            company: data.company,
            contact: <a href={`mailto:${data.contact_email}`}>{data.contact_email}</a>,
            retentionMonths: data.retention_months,
            usesGoogleMaps: data.gmkey !== null,
          }}
        />
      ) : (
        <p role="status">{error ? 'The notice could not be loaded. Please reload the page.' : 'Loading…'}</p>
      )}
    </article>
  );
}

function PrivacyBody({ facts }: { facts: PrivacyFacts }) {
  const sections = privacySections(facts);
  return (
    <>
      <nav aria-label="On this page" className="prose__toc">
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>
            {index + 1}. {section.title}
          </h2>
          {section.body}
        </section>
      ))}
    </>
  );
}
