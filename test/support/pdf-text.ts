// The words a PDF drawn by pdfkit shows: each content stream inflated, each text-showing operator's strings (TJ
// arrays and Tj) decoded, one line per operator. pdfkit's standard fonts write WinAnsi bytes; an embedded font (the
// Chinese documents' Noto Sans SC) writes two-byte glyph codes that its ToUnicode CMap turns back into text. Enough to
// check that a number or an amount is really drawn on the page, not only named in the file's metadata.
import { inflateSync } from 'node:zlib';

export function pdfText(pdf: Buffer): string[] {
  const streams = contentStreams(pdf);
  const unicode = toUnicode(streams);
  return streams.flatMap((content) => shownStrings(content, unicode));
}

function contentStreams(pdf: Buffer): string[] {
  const streams: string[] = [];
  const binary = pdf.toString('latin1');
  const pattern = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let match = pattern.exec(binary); match; match = pattern.exec(binary)) {
    const start = match.index + match[0].length;
    const raw = pdf.subarray(start, binary.indexOf('endstream', start));
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

/** Glyph code → text, from the ToUnicode CMaps' `<first> <last> [<text> …]` ranges (empty without an embedded font). */
function toUnicode(streams: string[]): Map<number, string> {
  const map = new Map<number, string>();
  for (const cmap of streams.filter((stream) => stream.includes('beginbfrange'))) {
    for (const range of cmap.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*\[([^\]]*)\]/g)) {
      const first = parseInt(range[1], 16);
      [...range[3].matchAll(/<([0-9a-fA-F ]*)>/g)].forEach((entry, index) => {
        const units = entry[1].trim().split(/\s+/).map((hex) => parseInt(hex, 16));
        map.set(first + index, String.fromCharCode(...units));
      });
    }
  }
  return map;
}

function decode(hex: string, unicode: Map<number, string>): string {
  if (unicode.size === 0) return Buffer.from(hex, 'hex').toString('latin1');
  return (hex.match(/.{4}/g) ?? []).map((code) => unicode.get(parseInt(code, 16)) ?? '\uFFFD').join('');
}

function shownStrings(content: string, unicode: Map<number, string>): string[] {
  const shown: string[] = [];
  const operators = /\[((?:<[0-9a-fA-F]*>|\([^)]*\)|\s|-?[\d.]+)*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g;
  for (let match = operators.exec(content); match; match = operators.exec(content)) {
    const parts = match[1] !== undefined ? [...match[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1]) : [match[2]];
    shown.push(parts.map((hex) => decode(hex, unicode)).join(''));
  }
  return shown;
}
