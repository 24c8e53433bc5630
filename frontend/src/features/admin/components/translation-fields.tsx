import { TRANSLATED_LANGUAGES, type TranslatedLanguage, type Translations, type TranslationsInput } from '@luggage/contracts';
import { InputField, TextAreaField } from '../../../components/ui/form-field';
import type { FieldErrors } from '../hooks/use-admin-form';
import { text } from '../hooks/use-admin-form';

/** The admin screens are English: each language named in English. */
const LANGUAGE_LABELS: Record<TranslatedLanguage, string> = { fr: 'French', de: 'German', es: 'Spanish', 'zh-Hans': 'Chinese' };

export interface TranslatedText {
  /** The request's field name (`title`), sent as `translations.fr.title`. */
  field: string;
  label: string;
  max: number;
  /** What is saved now, per language. */
  saved?: Translations;
  multiline?: boolean;
}

/**
 * The optional "Translations" part of an admin form: one field per language and text. An empty one is sent empty,
 * which the server saves as "none", so customers read the English.
 */
export function TranslationFields({ idPrefix, texts, errors }: { idPrefix: string; texts: TranslatedText[]; errors: FieldErrors }) {
  return (
    <details className="admin-translations" open={texts.some((t) => Object.keys(t.saved ?? {}).length > 0) || Object.keys(errors).some((f) => f.startsWith('translations.'))}>
      <summary>Translations (optional)</summary>
      <p className="field__hint">Customers who chose another language read these; an empty field shows them the English.</p>
      {texts.map(({ field, label, max, saved, multiline }) => (
        <fieldset key={field} className="admin-translations__text">
          <legend className="field__label">{label} in other languages</legend>
          {TRANSLATED_LANGUAGES.map((language) => {
            const name = `translations.${language}.${field}`;
            const props = { idPrefix, name, label: LANGUAGE_LABELS[language], lang: language, maxLength: max, defaultValue: saved?.[language] ?? '', errors: errors[name] };
            return multiline ? <TextAreaField key={language} {...props} /> : <InputField key={language} {...props} />;
          })}
        </fieldset>
      ))}
    </details>
  );
}

/** The form's translations as the API takes them (every language and field, empty ones too: they clear a saved one). */
export function translationsFrom<Field extends string>(data: FormData, fields: readonly Field[]): TranslationsInput<Field> {
  return Object.fromEntries(
    TRANSLATED_LANGUAGES.map((language) => [language, Object.fromEntries(fields.map((field) => [field, text(data, `translations.${language}.${field}`)]))]),
  ) as TranslationsInput<Field>;
}
