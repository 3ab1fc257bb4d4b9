// Route handlers and data functions run in the tests on plain Node, outside Next's
// server, where unstable_cache has no incremental cache. Reads go straight to the
// database here; revalidations are recorded so tests can assert that writes refresh pages.
export const revalidations: { tags: string[]; paths: string[] } = { tags: [], paths: [] };

export function unstable_cache<Args extends unknown[], Result>(
  read: (...args: Args) => Promise<Result>,
) {
  return read;
}

export function revalidateTag(tag: string) {
  revalidations.tags.push(tag);
}

export function revalidatePath(path: string) {
  revalidations.paths.push(path);
}
