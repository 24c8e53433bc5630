import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { formatterFor, type Language } from '@luggage/contracts';
import { translate } from '../../shared/i18n/translate.js';
import { type DocumentRecord, supplierOrTrading } from './booking-document.js';

const require = createRequire(import.meta.url);

/**
 * Chinese needs glyphs pdfkit's standard fonts do not have: Noto Sans SC (OFL, from @expo-google-fonts/noto-sans-sc),
 * embedded as a subset of the characters a document uses. Read once, on the first Chinese document.
 */
let cjkFont: Buffer | null = null;
function cjkFontBytes(): Buffer {
  cjkFont ??= readFileSync(require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'));
  return cjkFont;
}

const PAGE = { margin: 50, width: 595.28 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** The lines' table: description, then net, VAT rate, VAT, gross right-aligned. */
const COLUMNS = [
  { key: 'description', x: PAGE.margin, width: 200, align: 'left' },
  { key: 'net', x: PAGE.margin + 200, width: 75, align: 'right' },
  { key: 'vatRate', x: PAGE.margin + 275, width: 60, align: 'right' },
  { key: 'vat', x: PAGE.margin + 335, width: 75, align: 'right' },
  { key: 'gross', x: PAGE.margin + 410, width: CONTENT_WIDTH - 410, align: 'right' },
] as const;

/** A document's words in its language (contracts/locales/<language>/documents.json). */
const wordsIn = (language: Language) => (key: string, params?: Record<string, unknown>) => translate(language, `documents:${key}`, params);

export const documentTitle = (record: Pick<DocumentRecord, 'kind' | 'language'>): string => wordsIn(record.language)(`title.${record.kind}`);

/** The booking's latest document, as the confirmation email links it: the manage link's secret opens it, no sign-in. */
export const invoicePdfUrl = (appUrl: string, manageToken: string): string => `${appUrl.replace(/\/$/, '')}/api/manage/${manageToken}/invoice.pdf`;

/** The PDF's file name: 'INV-000042.pdf'. */
export const documentFileName = (record: Pick<DocumentRecord, 'number'>): string => `${record.number}.pdf`;

/**
 * The document as a PDF, drawn in the booking's language and streamed as pdfkit writes it (the caller pipes it to
 * the answer: memory stays flat).
 */
export function documentPdf(stored: DocumentRecord, trading: { name: string; address: string }): PDFKit.PDFDocument {
  const record = { ...stored, supplier: supplierOrTrading(stored.supplier, trading) };
  const words = wordsIn(record.language);
  const title = documentTitle(record);
  const doc = new PDFDocument({ size: 'A4', margin: PAGE.margin, info: { Title: `${title} ${record.number}`, ...(record.supplier.legalName ? { Author: record.supplier.legalName } : {}) } });
  if (record.language === 'zh-Hans') doc.registerFont('body', cjkFontBytes());
  const font = record.language === 'zh-Hans' ? 'body' : 'Helvetica';
  const bold = record.language === 'zh-Hans' ? 'body' : 'Helvetica-Bold';
  doc.font(bold).fontSize(20).text(title);
  doc.font(font).fontSize(10).moveDown(0.5);
  heading(doc, record, words);
  doc.moveDown();
  parties(doc, record, words, bold, font);
  doc.moveDown();
  table(doc, record, words, bold, font);
  doc.end();
  return doc;
}

type Words = ReturnType<typeof wordsIn>;

function heading(doc: PDFKit.PDFDocument, record: DocumentRecord, words: Words): void {
  const format = formatterFor(record.language);
  doc.text(`${words('number')}: ${record.number}`);
  doc.text(`${words('issueDate')}: ${format.date(record.issueDate)}`);
  doc.text(`${words('supplyDate')}: ${format.date(record.supplyDate)}`);
  if (record.periodMonth) doc.text(words('period', { month: `${record.periodMonth.slice(5, 7)}/${record.periodMonth.slice(0, 4)}` }));
  if (record.bookingReference) doc.text(`${words('booking')}: ${record.bookingReference}`);
  if (record.refersTo) doc.text(words(record.reason === 'reissue' ? 'cancels' : 'refersTo', { number: record.refersTo }));
  if (record.cancelledBy) doc.text(words('cancelledBy', { number: record.cancelledBy }));
  if (record.kind === 'receipt' || record.kind === 'refund_receipt') doc.text(words('notVatInvoice'));
}

function parties(doc: PDFKit.PDFDocument, record: DocumentRecord, words: Words, bold: string, font: string): void {
  const top = doc.y;
  const half = CONTENT_WIDTH / 2 - 10;
  const supplier = [record.supplier.legalName, record.supplier.address, record.supplier.vatNumber ? words('vatNumber', { number: record.supplier.vatNumber }) : null];
  const { customer } = record;
  const buyer = [customer.companyName, customer.companyAddress, customer.vatNumber ? words('vatNumber', { number: customer.vatNumber }) : null, customer.name];
  doc.font(bold).text(words('supplier'), PAGE.margin, top, { width: half });
  doc.font(font).text(supplier.filter(Boolean).join('\n') || ' ', { width: half });
  const left = doc.y;
  doc.font(bold).text(words('customer'), PAGE.margin + half + 20, top, { width: half });
  doc.font(font).text(buyer.filter(Boolean).join('\n'), { width: half });
  doc.x = PAGE.margin;
  doc.y = Math.max(left, doc.y);
}

function table(doc: PDFKit.PDFDocument, record: DocumentRecord, words: Words, bold: string, font: string): void {
  const money = formatterFor(record.language).money;
  row(doc, bold, COLUMNS.map((column) => words(`columns.${column.key}`)));
  for (const line of record.lines) {
    row(doc, font, [line.description, money(line.netPence), `${line.vatRatePercent}%`, money(line.vatPence), money(line.grossPence)]);
  }
  doc.moveDown();
  row(doc, font, [words('totals.net'), money(record.netPence), '', '', '']);
  row(doc, font, [words('totals.vat'), '', '', money(record.vatPence), '']);
  row(doc, bold, [words('totals.gross'), '', '', '', money(record.grossPence)]);
  doc.moveDown();
  doc.font(font).text(words('pricesIncludeVat'), PAGE.margin, doc.y, { width: CONTENT_WIDTH });
}

/** One row of the table, each cell in its column, the row as tall as its tallest cell. */
function row(doc: PDFKit.PDFDocument, font: string, cells: string[]): void {
  const top = doc.y;
  let bottom = top;
  doc.font(font);
  COLUMNS.forEach((column, index) => {
    doc.text(cells[index], column.x, top, { width: column.width, align: column.align });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = PAGE.margin;
  doc.y = bottom + 2;
}
