import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** A list of the catalogue's sentences under `prefix`, in order; null entries (a fact not set) are left out. */
export function sentenceList(t: TFunction, prefix: string, items: (string | { key: string; node: ReactNode } | null)[]) {
  return (
    <ul>
      {items.map((item) =>
        item === null ? null : typeof item === 'string' ? <li key={item}>{t(`${prefix}.${item}`)}</li> : <li key={item.key}>{item.node}</li>,
      )}
    </ul>
  );
}

/** The table of contents and the numbered sections of a legal page. */
export function LegalSections({ sections, tocLabel }: { sections: LegalSection[]; tocLabel: string }) {
  return (
    <>
      <nav aria-label={tocLabel} className="prose__toc">
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
