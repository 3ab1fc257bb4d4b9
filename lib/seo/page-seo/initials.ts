export function initialOf(name: string): string {
  const first = name
    .trim()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .charAt(0)
    .toUpperCase();
  return /[A-Z]/.test(first) ? first : '#';
}

export function groupByInitial<T>(items: T[], nameOf: (item: T) => string) {
  const collator = new Intl.Collator('en-GB', { sensitivity: 'base' });
  const groups = new Map<string, T[]>();
  for (const item of [...items].sort((a, b) => collator.compare(nameOf(a), nameOf(b)))) {
    const initial = initialOf(nameOf(item));
    groups.set(initial, [...(groups.get(initial) ?? []), item]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b)))
    .map(([initial, grouped]) => ({ initial, items: grouped }));
}
