export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = text.slice(0, max - 1);
  const atWord = room.replace(/\s+\S*$/, '');
  return `${(atWord.length >= max / 2 ? atWord : room).replace(/[\s,.;:–-]+$/, '')}…`;
}
