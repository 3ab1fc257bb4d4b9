import type { Page } from '@playwright/test';

export type LayoutShift = { score: number; shifts: string[] };

/**
 * Scrolls the page from top to bottom a frame at a time and returns its layout shift score
 * since it started loading (what rendering sections late, content-visibility, must keep at 0),
 * with each shift's elements and rectangles for the failure message.
 */
export function scrollThroughLayoutShift(page: Page): Promise<LayoutShift> {
  return page.evaluate(async () => {
    type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] };
    let score = 0;
    const shifts: string[] = [];
    const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}×${r.height}`;
    const describe = (node?: Node) => {
      if (!(node instanceof Element)) return node?.nodeName ?? '(removed)';
      const label = node.querySelector('h1, h2, h3')?.textContent ?? node.textContent ?? '';
      return `${node.tagName.toLowerCase()}.${node.className} "${label.trim().slice(0, 40)}"`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        score += entry.value;
        const sources = entry.sources.map(
          (s) => `${describe(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`,
        );
        shifts.push(
          `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms, scrollY ${window.scrollY}: ${sources.join('; ')}`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
    const frame = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let top = 0; top <= document.documentElement.scrollHeight; top += 200) {
      window.scrollTo({ top, behavior: 'instant' });
      await frame();
    }
    return { score, shifts };
  });
}
