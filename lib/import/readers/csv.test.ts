import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';

async function parse(text: string, chunkSize = text.length || 1) {
  async function* chunks() {
    for (let i = 0; i < text.length; i += chunkSize) yield text.slice(i, i + chunkSize);
  }
  const records: string[][] = [];
  for await (const record of parseCsv(chunks())) records.push(record);
  return records;
}

const SAMPLE =
  '\ufeffname,about,hours\r\n' +
  '"Joe\'s ""Best"" Café","{""a"": 1}","Mon: 9-5\r\nTue: 9-5"\r\n' +
  'Plain,,None\n' +
  '\n' +
  'Last,"x, y",z';

const EXPECTED = [
  ['name', 'about', 'hours'],
  ['Joe\'s "Best" Café', '{"a": 1}', 'Mon: 9-5\r\nTue: 9-5'],
  ['Plain', '', 'None'],
  [],
  ['Last', 'x, y', 'z'],
];

describe('parseCsv', () => {
  it('reads quoting, embedded CRLF, doubled quotes, BOM and a missing final newline', async () => {
    expect(await parse(SAMPLE)).toEqual(EXPECTED);
  });

  it('gives the same records however the text is split into chunks', async () => {
    for (const size of [1, 2, 3, 5, 7, 13]) expect(await parse(SAMPLE, size)).toEqual(EXPECTED);
  });

  it('ends records at LF, CRLF or a lone CR', async () => {
    expect(await parse('a,b\nc,d\r\ne,f\rg,h\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
      ['g', 'h'],
    ]);
  });

  it('keeps trailing empty cells', async () => {
    expect(await parse('a,\n,\n')).toEqual([
      ['a', ''],
      ['', ''],
    ]);
  });
});
