// Holds cache-handler.mjs to the installed Next's cache handler contract: the APP_PAGE entry
// shape, the data-read contexts, the kind names and the `x-next-cache-tags` header. Next
// exports none of these publicly, so its shipped declaration files are type-checked (read
// by the compiler, never imported or run) against the calls in next-entries.ts.
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const NEXT = path.dirname(createRequire(import.meta.url).resolve('next/package.json'));
const declarations = (...parts: string[]) => path.join(NEXT, 'dist', ...parts);

const CHECK = `
import type {
  CacheHandler as NextHandler, CacheHandlerContext,
} from ${JSON.stringify(declarations('server', 'lib', 'incremental-cache', 'index.js'))};
import type {
  CachedRouteKind, IncrementalCacheKind, IncrementalCachedAppPageValue, CachedFetchValue,
  GetIncrementalFetchCacheContext, GetIncrementalResponseCacheHandlerContext,
  SetIncrementalFetchCacheContext, SetIncrementalResponseCacheHandlerContext,
} from ${JSON.stringify(declarations('server', 'response-cache', 'types.js'))};
import type { NEXT_CACHE_TAGS_HEADER } from ${JSON.stringify(declarations('lib', 'constants.js'))};
import OurHandler, { TAGS_HEADER } from ${JSON.stringify(path.join(ROOT, 'cache-handler.mjs'))};
import * as calls from ${JSON.stringify(path.join(ROOT, 'tests/unit/cache/next-entries.ts'))};

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Assert<T extends true> = T;
// Next types kinds as const enums; the handler compares their string values.
type Plain<T> = T extends { kind: infer K extends string } ? Omit<T, 'kind'> & { kind: \`\${K}\` } : T;
// Every field a call here carries is one Next declares (none renamed or dropped).
type Known<Call, Declared> = Equal<Exclude<keyof Call, keyof Declared>, never>;

export type Header = Assert<Equal<typeof TAGS_HEADER, typeof NEXT_CACHE_TAGS_HEADER>>;
export type PageKind = Assert<Equal<\`\${CachedRouteKind.APP_PAGE}\`, 'APP_PAGE'>>;
export type FetchKind = Assert<Equal<\`\${CachedRouteKind.FETCH}\`, 'FETCH'>>;
export type FetchGetKind = Assert<Equal<\`\${IncrementalCacheKind.FETCH}\`, 'FETCH'>>;
export type Html = Assert<Equal<IncrementalCachedAppPageValue['html'], string>>;
export type Rsc = Assert<Equal<IncrementalCachedAppPageValue['rscData'], Buffer | undefined>>;
export type Segments = Assert<
  Equal<IncrementalCachedAppPageValue['segmentData'], Map<string, Buffer> | undefined>
>;
export type HeaderValue = Assert<
  string extends NonNullable<IncrementalCachedAppPageValue['headers']>[string] ? true : false
>;
export type Body = Assert<Equal<CachedFetchValue['data']['body'], string>>;
export type SoftTags = Assert<Equal<GetIncrementalFetchCacheContext['softTags'], string[] | undefined>>;
export type SetTags = Assert<Equal<SetIncrementalFetchCacheContext['tags'], string[] | undefined>>;
export type K1 = Assert<Known<typeof calls.appPage, IncrementalCachedAppPageValue>>;
export type K2 = Assert<Known<typeof calls.dataRead, CachedFetchValue>>;
export type K3 = Assert<Known<typeof calls.dataGet, GetIncrementalFetchCacheContext>>;
export type K4 = Assert<Known<typeof calls.pageGet, GetIncrementalResponseCacheHandlerContext>>;
export type K5 = Assert<Known<typeof calls.pageSet, SetIncrementalResponseCacheHandlerContext>>;
export type K6 = Assert<Known<typeof calls.dataSet, SetIncrementalFetchCacheContext>>;

// Every field Next requires, the calls carry.
export const appPage: Plain<IncrementalCachedAppPageValue> = calls.appPage;
export const dataRead: Plain<CachedFetchValue> = calls.dataRead;
export const dataGet: Plain<GetIncrementalFetchCacheContext> = calls.dataGet;
export const pageGet: Plain<GetIncrementalResponseCacheHandlerContext> = calls.pageGet;
export const pageSet: SetIncrementalResponseCacheHandlerContext = calls.pageSet;
export const dataSet: SetIncrementalFetchCacheContext = calls.dataSet;

// The handler has the methods Next calls, constructed as Next constructs it.
export const handler: NextHandler = new OurHandler({} as CacheHandlerContext);
`;

it("matches the installed Next's cache handler contract", () => {
  const file = path.join(ROOT, 'tests/unit/cache/next-contract.check.ts');
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    allowJs: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    types: ['node'],
    paths: { '@/*': [`${ROOT}/*`] },
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (name) => name === file || fileExists(name);
  host.readFile = (name) => (name === file ? CHECK : readFile(name));
  host.getSourceFile = (name, language, ...rest) =>
    name === file
      ? ts.createSourceFile(name, CHECK, language)
      : getSourceFile(name, language, ...rest);
  const program = ts.createProgram([file], options, host);
  const errors = ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file?.fileName === file)
    .map((d) => {
      const line = d.file!.getLineAndCharacterOfPosition(d.start ?? 0).line;
      return `${CHECK.split('\n')[line]?.trim()}\n  ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
    });
  expect(errors).toEqual([]);
}, 120_000);
