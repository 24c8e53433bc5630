import { formatDashed, formatPounds, formatReadableDate, poundsToPence, todayInLondon } from '@luggage/contracts';

/** 12.5 -> '£12.50' */
export const pounds = (amount: number): string => formatPounds(poundsToPence(amount));

/** The admin's first name, for the greeting. */
export const firstName = (name: string): string => name.trim().split(/\s+/)[0] ?? name;

export const todayDashed = (): string => formatDashed(todayInLondon());

/** 'DD-MM-YYYY' -> 'Tue 24 Nov 2026', as every page shows a booking date. */
export const readableDate = (dashed: string): string => formatReadableDate(dashed);

/** An ISO timestamp as London wall time: '24 Nov 2026, 09:12'. */
export const dateTime = (iso: string): string =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' }).format(
    new Date(iso),
  );

let poundsFormat: Intl.NumberFormat | undefined;

/** Pence as the reports show money: 123456 -> '£1,234.56', -1845 -> '-£18.45'. */
export const poundsGrouped = (pence: number): string => (poundsFormat ??= new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' })).format(pence / 100);
