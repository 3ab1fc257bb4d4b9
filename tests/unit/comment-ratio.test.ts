import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { commentedSources, countComments } from '../support/comment-lines';

// Issue 37: comments say why in a line; long explanations and figures live in docs/.
const ROOT = path.resolve(import.meta.dirname, '../..');
const MAX_RATIO = 0.05;
const MAX_BLOCK = 3;
// Each folder on its own, so a terse one cannot pay for a wordy one.
const FOLDERS = ['lib', 'components', 'app', 'scripts', 'bench'];

describe.each(FOLDERS)('comments in %s/', (folder) => {
  const files = commentedSources(ROOT, folder).map((file) => countComments(ROOT, file));

  it(`stay at or under ${MAX_RATIO * 100} % of lines`, () => {
    const comments = files.reduce((sum, file) => sum + file.commentLines, 0);
    const lines = files.reduce((sum, file) => sum + file.lines, 0);
    const byDir = new Map<string, { comments: number; lines: number }>();
    for (const file of files) {
      const dir = path.dirname(file.file);
      const entry = byDir.get(dir) ?? { comments: 0, lines: 0 };
      byDir.set(dir, {
        comments: entry.comments + file.commentLines,
        lines: entry.lines + file.lines,
      });
    }
    const top = [...byDir]
      .sort(([, a], [, b]) => b.comments - a.comments)
      .slice(0, 5)
      .map(
        ([dir, { comments: n, lines: m }]) => `${dir} ${n}/${m} (${((100 * n) / m).toFixed(1)} %)`,
      );
    const ratio = comments / lines;
    console.log(
      `${folder} comment lines: ${comments} of ${lines} (${(100 * ratio).toFixed(1)} %); most: ${top.join(', ')}`,
    );
    expect(ratio).toBeLessThanOrEqual(MAX_RATIO);
  });

  it(`have no block over ${MAX_BLOCK} lines unless its first line says why-long:`, () => {
    const long = files
      .flatMap((file) => file.blocks)
      .filter((block) => block.length > MAX_BLOCK && !block.firstLine.includes('why-long:'))
      .map((block) => `${block.file}:${block.line} (${block.length} lines)`);
    expect(long, `comment blocks over ${MAX_BLOCK} lines:\n${long.join('\n')}`).toEqual([]);
  });
});

describe('the comment counter', () => {
  it('counts by the parser: strings, templates and trailing comments are code', () => {
    const sample = path.join('tests', 'unit', 'fixtures', 'comment-sample.ts');
    const counted = countComments(ROOT, sample);
    expect(counted.commentLines).toBe(6);
    expect(counted.blocks.map((block) => [block.line, block.length])).toEqual([
      [1, 1],
      [6, 4],
      [13, 1],
    ]);
  });
});
