/**
 * One listener for every `img[data-fallback]` of the page, in the capture phase (an image's
 * `error` does not bubble), run from the head so it is there before the first image can fail.
 */
const SOURCE = `document.addEventListener('error',function(e){var i=e.target;if(!(i instanceof HTMLImageElement)||!i.dataset.fallback)return;i.src=i.dataset.fallback;i.alt=i.dataset.fallbackAlt||'';i.removeAttribute('data-fallback');i.classList.remove('photo-fallback');i.style.backgroundImage=''},true)`;

export function PhotoFallbackScript() {
  return <script dangerouslySetInnerHTML={{ __html: SOURCE }} />;
}
