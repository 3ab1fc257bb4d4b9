import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export type CommentBlock = { file: string; line: number; length: number; firstLine: string };
export type FileComments = {
  file: string;
  lines: number;
  commentLines: number;
  blocks: CommentBlock[];
};

const SOURCE = /\.(ts|tsx|mjs)$/;
const TEST = /\.test\.tsx?$/;

/** Sources under `dir` but tests and the generated client; lib/ adds the root cache handler. */
export function commentedSources(root: string, dir: string): string[] {
  const files = readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(dir, name))
    .filter((file) => SOURCE.test(file) && !TEST.test(file))
    .filter((file) => !file.startsWith(path.join('lib', 'generated') + path.sep));
  const handler = 'cache-handler.mjs';
  if (dir === 'lib' && readdirSync(root).includes(handler)) files.push(handler);
  return files.sort();
}

// A JSDoc type annotation in a .mjs file (`/** @type {X} */`) is type syntax, not prose.
const TYPE_ONLY = /^\/\*\*(?:\s|\*)*(?:@(?:type|param|template|returns)\s[^@]*?\s*)+\*\/$/;

// Comments come from the parser, not a regex, so `//` inside a string or template is code.
export function countComments(root: string, file: string): FileComments {
  const text = readFileSync(path.join(root, file), 'utf8');
  const kind = file.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : file.endsWith('.mjs')
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const lineOf = (pos: number) => source.getLineAndCharacterOfPosition(pos).line;
  const code = new Set<number>();
  const comment = new Set<number>();
  const seen = new Set<number>();

  const visit = (node: ts.Node) => {
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode)
      return;
    const children = node.getChildren(source);
    if (children.length > 0) return children.forEach(visit);
    for (const range of ts.getLeadingCommentRanges(text, node.pos) ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      if (TYPE_ONLY.test(text.slice(range.pos, range.end))) continue;
      for (let line = lineOf(range.pos); line <= lineOf(range.end); line++) comment.add(line);
    }
    if (node.kind === ts.SyntaxKind.EndOfFileToken) return;
    if (node.kind === ts.SyntaxKind.JsxText && /^\s*$/.test(node.getText(source))) return;
    for (let line = lineOf(node.getStart(source)); line <= lineOf(node.end); line++) code.add(line);
  };
  visit(source);

  const lines = text.split('\n');
  const total = text.endsWith('\n') ? lines.length - 1 : lines.length;
  const only = [...comment].filter((line) => !code.has(line)).sort((a, b) => a - b);
  const blocks: CommentBlock[] = [];
  for (const line of only) {
    const last = blocks.at(-1);
    if (last && last.line - 1 + last.length === line) last.length++;
    else blocks.push({ file, line: line + 1, length: 1, firstLine: lines[line]!.trim() });
  }
  return { file, lines: total, commentLines: only.length, blocks };
}
