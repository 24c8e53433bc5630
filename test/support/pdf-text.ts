// The words a PDF drawn by pdfkit with its standard fonts shows: each content stream inflated, each text-showing
// operator's strings (TJ arrays and Tj) decoded from WinAnsi, one line per operator. Enough to check that a number
// or an amount is really drawn on the page, not only named in the file's metadata.
import { inflateSync } from 'node:zlib';

export function pdfText(pdf: Buffer): string[] {
  return contentStreams(pdf).flatMap(shownStrings);
}

function contentStreams(pdf: Buffer): string[] {
  const streams: string[] = [];
  const binary = pdf.toString('latin1');
  const pattern = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let match = pattern.exec(binary); match; match = pattern.exec(binary)) {
    const start = match.index + match[0].length;
    const end = binary.indexOf('endstream', start);
    const raw = pdf.subarray(start, end);
    const dictionary = match[1];
    if (/\/Subtype\s*\/(Image|Type1C|CIDFontType0C)|\/Length1/.test(dictionary)) continue;
    try {
      streams.push(/\/FlateDecode/.test(dictionary) ? inflateSync(raw).toString('latin1') : raw.toString('latin1'));
    } catch {
      // not a stream this reader needs (a font file, say)
    }
  }
  return streams;
}

function shownStrings(content: string): string[] {
  const shown: string[] = [];
  const operators = /\[((?:<[0-9a-fA-F]*>|\([^)]*\)|\s|-?[\d.]+)*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g;
  for (let match = operators.exec(content); match; match = operators.exec(content)) {
    const parts = match[1] !== undefined ? [...match[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1]) : [match[2]];
    shown.push(parts.map((hex) => Buffer.from(hex, 'hex').toString('latin1')).join(''));
  }
  return shown;
}
