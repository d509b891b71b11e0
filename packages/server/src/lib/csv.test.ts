// The shared CSV writer (issue 21's quoting, used by the candidate export and the reports).
import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument } from './csv';

describe('csvCell', () => {
  it('quotes every cell, doubling quotes (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('""');
    // Issue 44 (a surviving mutant): an absent value is an empty cell, never "undefined".
    expect(csvCell(undefined)).toBe('""');
    expect(csvCell(3)).toBe('"3"');
  });

  it.each(['=1+2', '+20 100', '-5', '@SUM(A1)', '\tx', '\rx', '\r=1'])(
    'keeps %j as text with a leading apostrophe (CSV injection)',
    (value) => {
      expect(csvCell(value)).toBe(`"'${value}"`);
    },
  );

  it.each([
    ['Sara;=cmd|calc!A0', "Sara;'=cmd|calc!A0"],
    ['Sara,=1+2', "Sara,'=1+2"],
    ['a; +1', "a; '+1"],
    ['a;-1;@x', "a;'-1;'@x"],
    ['x\t=1', "x\t'=1"],
    ['a;\r=1', "a;'\r=1"],
    // a tab starts a cell and is a formula character: it and what follows are both neutralised
    ['\t=1', "'\t'=1"],
    ['\t\t=1', "'\t'\t'=1"],
    [';\t=1', ";'\t'=1"],
    ['a\t\t+1', "a\t'\t'+1"],
    ['a, ;=1', "a, ;'=1"],
    ['  =1', "  '=1"],
  ])('neutralises a formula after a separator inside %j', (value, neutral) => {
    expect(csvCell(value)).toBe(`"${neutral}"`);
  });

  it('leaves formula characters inside words alone', () => {
    expect(csvCell('C++ and e-mail a=b')).toBe('"C++ and e-mail a=b"');
  });
});

describe('csvDocument', () => {
  it('starts with a byte-order mark and ends every row with CRLF', () => {
    expect(
      csvDocument([
        ['a', 1],
        ['=x', null],
      ]),
    ).toBe('\uFEFF"a","1"\r\n"\'=x",""\r\n');
  });
});
