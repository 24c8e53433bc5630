import { type AdminBookingQuery, ATTENTION_FILTERS, type AttentionFilter, OPERATOR_STATUSES, type OperatorStatus, STAY_KINDS, type StayKind } from '@luggage/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { todayDashed } from '../lib/format';

export interface BookingFilters {
  /** DD-MM-YYYY; today in London when the address has none. */
  date: string;
  locationId: string;
  status: OperatorStatus | '';
  q: string;
  /** Only bookings needing attention: a failed refund, or changed after payment. */
  attention: AttentionFilter | '';
  /** Only same-day stays, or only stays of nights. */
  stay: StayKind | '';
}

const isStatus = (value: string): value is OperatorStatus => (OPERATOR_STATUSES as readonly string[]).includes(value);
const isAttention = (value: string): value is AttentionFilter => (ATTENTION_FILTERS as readonly string[]).includes(value);
const isStay = (value: string): value is StayKind => (STAY_KINDS as readonly string[]).includes(value);

/** The bookings filters live in the address, so a filtered list can be bookmarked, shared and gone back to. */
export function useBookingFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<BookingFilters>(() => {
    const status = params.get('status') ?? '';
    const attention = params.get('attention') ?? '';
    const stay = params.get('stay') ?? '';
    return {
      date: params.get('date') || todayDashed(),
      locationId: params.get('locationId') ?? '',
      status: isStatus(status) ? status : '',
      q: params.get('q') ?? '',
      attention: isAttention(attention) ? attention : '',
      stay: isStay(stay) ? stay : '',
    };
  }, [params]);

  const apply = useCallback(
    (next: BookingFilters) => {
      const entries = Object.entries(next).filter(([, value]) => value !== '');
      setParams(new URLSearchParams(entries));
    },
    [setParams],
  );

  return { filters, apply, key: params.toString() };
}

export function toQuery(filters: BookingFilters): AdminBookingQuery {
  return {
    date: filters.date,
    locationId: filters.locationId ? Number(filters.locationId) : undefined,
    status: filters.status || undefined,
    q: filters.q || undefined,
    attention: filters.attention || undefined,
    stay: filters.stay || undefined,
  };
}
