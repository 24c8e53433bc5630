import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from '@luggage/contracts';
import { activeLanguage } from '../lib/i18n/active-language';
import { chooseLanguage } from '../lib/i18n/i18n';

/**
 * The language menu, each language named in itself. Changing it re-renders the pages in place (nothing is keyed on
 * the language), so a half-filled form keeps its state.
 */
export function LanguageMenu({ className }: { className: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={`language-menu ${className}`}>
      <label htmlFor={id} className="language-menu__label">
        {t('languageMenu')}
      </label>
      <select
        id={id}
        className="language-menu__select"
        value={activeLanguage()}
        onChange={(event) => {
          const language = event.target.value;
          if (isLanguage(language)) chooseLanguage(language).catch((error: unknown) => console.error('Language change failed', error));
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
