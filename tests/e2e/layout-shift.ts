import type { Page } from '@playwright/test';

/**
 * Scrolls the page from top to bottom a frame at a time and returns its layout shift score
 * since it started loading: what rendering sections late (content-visibility) must keep at 0.
 */
export function scrollThroughLayoutShift(page: Page): Promise<number> {
  return page.evaluate(async () => {
    let total = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        total += (entry as PerformanceEntry & { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
    const frame = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let top = 0; top <= document.documentElement.scrollHeight; top += 200) {
      window.scrollTo({ top, behavior: 'instant' });
      await frame();
    }
    return total;
  });
}
