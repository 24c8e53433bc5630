/**
 * A booking's legs and price as every booking email shows them (confirmation, change, cancellation's intro, reminders),
 * from contracts' legPresentation and priceLines (booking-words.ts' emailLegs and emailPriceLines): one block each, so
 * no email says a leg's place or time its own way or leaves a fee out. The rows take the table's cell styles.
 */

/** A leg in the email's words and dates. */
export interface EmailLeg {
  /** 'Collection', 'Return' at a point; 'Collection', 'Delivery' at an address (French says 'Dépôt' and 'Enlèvement'). */
  label: string;
  /** 'Friday 4 December 2026' in English, the language's short date otherwise. */
  date: string;
  /** At a point: the point's time ('09:00'), with the point below. */
  time: string | null;
  point: { label: string; name: string; address: string } | null;
  /** At an address: the driver's window ('08:00–10:00') and 'From your address: 12 Royal York Crescent, Bristol, BS8 4JZ'. */
  window: string | null;
  address: string | null;
  /** The note for the driver, as the customer typed it. */
  note: string | null;
  /** Where, in a sentence: the point's name, or the address on one line. */
  place: string;
}

/** A same-day stay in the email's words: its day and both times, its point, and the point's closing time that day. */
export interface EmailSameDay {
  /** 'Same day' */
  label: string;
  /** 'Friday 4 December 2026' in English, the language's short date otherwise. */
  date: string;
  /** 'Drop off 11:00 · Pick up 17:00' */
  times: string;
  /** 'The point closes at 20:00: pick up your bags by then.'; null when the point is closed that day or gone. */
  closes: string | null;
  point: { label: string; name: string; address: string };
}

/** A price line in words: 'Full Price', 'Discount' ('- £8.55'), a fee's name, the total ('Total paid', 'New price'). */
export interface EmailPriceLine {
  label: string;
  amount: string;
  discount: boolean;
  total: boolean;
}

const muted = 'color:#4a5461';

/** `legs` as table rows: the label and when; then the point's label and the point, or the address and the note for the driver. */
export const legRowsHtml = (labelCell: string, valueCell: string) => `{{#each legs}}
<tr><td style="${labelCell}">{{label}}</td><td style="${valueCell}">{{#if time}}{{t "emails:dateAtTime" date=(b date) time=time}}{{else if window}}{{t "emails:legs.inWindow" date=(b date) window=window}}{{else}}<strong>{{date}}</strong>{{/if}}{{#if address}}<br>{{address}}{{/if}}{{#if note}}<br><span style="${muted}">{{t "emails:noteForDriver" note=note}}</span>{{/if}}</td></tr>
{{#if point}}<tr><td style="${labelCell}">{{point.label}}</td><td style="${valueCell}">{{point.name}}<br><span style="${muted}">{{point.address}}</span></td></tr>{{/if}}
{{/each}}`;

/** The stay as table rows: a same-day stay's day, times and closing time, then its point; or each leg (legRowsHtml). */
export const stayRowsHtml = (labelCell: string, valueCell: string) => `{{#if sameDay}}
<tr><td style="${labelCell}">{{sameDay.label}}</td><td style="${valueCell}"><strong>{{sameDay.date}}</strong><br>{{sameDay.times}}{{#if sameDay.closes}}<br><strong>{{sameDay.closes}}</strong>{{/if}}</td></tr>
<tr><td style="${labelCell}">{{sameDay.point.label}}</td><td style="${valueCell}">{{sameDay.point.name}}<br><span style="${muted}">{{sameDay.point.address}}</span></td></tr>
{{else}}
${legRowsHtml(labelCell, valueCell)}
{{/if}}`;

/** `legs` as text lines: "Collection: Friday 4 December 2026 at 09:00", "Collection point: Bristol Bus Station, …"; or the window, the address and the note. */
export const legLinesText = `{{#each legs}}
{{#if time}}{{t "emails:labelled" label=label value=(t "emails:dateAtTime" date=date time=time)}}{{else if window}}{{t "emails:labelled" label=label value=(t "emails:legs.inWindow" date=date window=window)}}{{else}}{{t "emails:labelled" label=label value=date}}{{/if}}
{{#if point}}{{t "emails:labelled" label=point.label value=(concat point.name ", " point.address)}}
{{/if}}{{#if address}}{{address}}
{{/if}}{{#if note}}{{t "emails:noteForDriver" note=note}}
{{/if}}
{{~/each}}
`;

/** `price` as table rows, the total in bold. */
export const priceRowsHtml = (cell: string) => `{{#each price}}
{{#if total}}<tr><td style="padding:12px 0;font-weight:700">{{label}}</td><td align="right" style="padding:12px 0;font-weight:700;font-size:18px">{{amount}}</td></tr>
{{else if discount}}<tr><td style="${cell}">{{label}}</td><td align="right" style="${cell};color:#0f5c56">{{amount}}</td></tr>
{{else}}<tr><td style="${cell}">{{label}}</td><td align="right" style="${cell}">{{amount}}</td></tr>
{{/if}}
{{/each}}`;

/** `price` as text lines: "Full Price: £45.00" … "Total paid: £71.45". */
export const priceLinesText = `{{#each price}}
{{t "emails:labelled" label=label value=amount}}
{{/each}}`;

/** The stay as text lines: "Same day: Friday 4 December 2026", the times, the closing time and the point; or legLinesText. */
export const stayLinesText = `{{#if sameDay}}
{{t "emails:labelled" label=sameDay.label value=sameDay.date}}
{{sameDay.times}}
{{#if sameDay.closes}}{{sameDay.closes}}
{{/if}}{{t "emails:labelled" label=sameDay.point.label value=(concat sameDay.point.name ", " sameDay.point.address)}}
{{else}}
${legLinesText}{{/if}}
`;
