import { describe, expect, it } from '@jest/globals';
import { csvCell, csvHeader, csvLines, toCsv } from './csv.js';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['Smith, Ann', '"Smith, Ann"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ['+44 7700 900123', "'+44 7700 900123"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', `"'\tcmd"`],
    ['Zoë 漢字', 'Zoë 漢字'],
    ['', ''],
  ])('writes %p as %p', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it("quotes a cell holding any locale's separator, so no spreadsheet splits it into a formula cell", () => {
    expect(csvCell('Bob;=1+1;x')).toBe('"Bob;=1+1;x"');
    expect(csvCell('a|b')).toBe('"a|b"');
    expect(csvCell('a\tb')).toBe('"a\tb"');
    expect(csvCell('=1+1;x')).toBe(`"'=1+1;x"`);
  });

  it('writes numbers as they are and null as an empty cell', () => {
    expect(csvCell(-8.55)).toBe('-8.55');
    expect(csvCell(null)).toBe('');
  });
});

describe('toCsv', () => {
  it('joins cells with commas and rows with CRLF after a byte order mark', () => {
    expect(toCsv(['a', 'b'], [['1', 2], ['x,y', null]])).toBe('\uFEFFa,b\r\n1,2\r\n"x,y",\r\n');
  });
});

describe('a streamed file', () => {
  it('is byte for byte what toCsv writes: the header, then batches of rows', () => {
    const header = ['Name', 'Phone'];
    const rows = [['Smith, Ann', '+44 7700 900123'], ['=1+1', null], ['Bob', 7]];
    expect(csvHeader(header) + csvLines(rows.slice(0, 2)) + csvLines(rows.slice(2)) + csvLines([])).toBe(toCsv(header, rows));
  });
});
