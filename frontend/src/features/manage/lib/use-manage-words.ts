import { poundsToPence } from '@luggage/contracts';
import { useTranslation } from 'react-i18next';
import { useCatalog } from '../../../lib/catalog-context';
import { useLocalised } from '../../../lib/i18n/localised';
import { useSay } from '../../../lib/i18n/say';
import { useFormatter } from '../../../lib/i18n/use-language';

/**
 * The manage pages' words in the active language: `t` (manage and terms namespaces), `say` for contracts' keyed
 * sentences, money in pounds, London date-times, nights, and point and item names as admins translated them (the
 * manage view carries the English the booking was made with; get-data carries the translations).
 */
export function useManageWords() {
  const { t } = useTranslation(['manage', 'terms']);
  const say = useSay();
  const format = useFormatter();
  const localised = useLocalised();
  const catalog = useCatalog().data;
  const points = catalog?.collection_cities.flatMap((city) => city.get_locations) ?? [];
  const pointOf = (id: number | undefined) => points.find((point) => point.id === id);
  return {
    t,
    say,
    format,
    /** 12.5 -> '£12.50' as the language writes pounds. */
    money: (pounds: number) => format.money(poundsToPence(pounds)),
    /** An ISO instant on London's clock ('Tue 24 Nov 2026, 09:00'); an unreadable one as it came. */
    dateTime: (iso: string) => {
      const instant = new Date(iso);
      return Number.isNaN(instant.getTime()) ? iso : format.dateTime(instant);
    },
    nights: (count: number) => t('terms:nights', { count }),
    pointName: (id: number | undefined, english: string) => localised(english, pointOf(id)?.nameTranslations),
    instructions: (id: number, english: string) => localised(english, pointOf(id)?.instructionsTranslations),
    itemName: (code: string, english: string) => localised(english, catalog?.storage_items.find((item) => item.code === code)?.nameTranslations),
  };
}

export type ManageWords = ReturnType<typeof useManageWords>;
