import { ADMIN_LIMITS, DELIVERY_LIMITS, TRANSLATED_LANGUAGES, type TranslatedLanguage } from '@luggage/contracts';
import { OptionalNested, OptionalText } from '../../../shared/validation/rules.js';

/**
 * The `translations` part of the admin forms: per language, the translated fields, each optional and limited like its
 * English field ('' means "use the English"). A too long one is a 422 under `translations.fr.title`, its message naming
 * the language ("The French title ..."). The classes are made per form and language so the OpenAPI document names each.
 */
type TextField = { label: string; max: number };
type Dto = new () => object;

const ENGLISH_NAMES: Record<TranslatedLanguage, string> = { fr: 'French', de: 'German', es: 'Spanish', 'zh-Hans': 'Chinese' };

function namedClass(name: string): Dto {
  const made = class {};
  Object.defineProperty(made, 'name', { value: name });
  return made;
}

function translationsDto(form: string, fields: Record<string, TextField>): Dto {
  const translations = namedClass(`${form}TranslationsDto`);
  for (const language of TRANSLATED_LANGUAGES) {
    const texts = namedClass(`${form}Texts${ENGLISH_NAMES[language]}Dto`);
    for (const [field, { label, max }] of Object.entries(fields)) OptionalText(`${ENGLISH_NAMES[language]} ${label}`, max)(texts.prototype, field);
    OptionalNested(`${ENGLISH_NAMES[language]} translation`, () => texts)(translations.prototype, language);
  }
  return translations;
}

export const StorageItemTranslationsDto = translationsDto('StorageItem', {
  title: { label: 'title', max: ADMIN_LIMITS.titleMax },
  itemDescription: { label: 'item description', max: ADMIN_LIMITS.itemDescriptionMax },
});

export const LocationTranslationsDto = translationsDto('Location', {
  location: { label: 'location', max: ADMIN_LIMITS.locationMax },
  instructions: { label: 'meeting instructions', max: ADMIN_LIMITS.instructionsMax },
});

export const DeliveryZoneTranslationsDto = translationsDto('DeliveryZone', { name: { label: 'name', max: DELIVERY_LIMITS.zoneNameMax } });
