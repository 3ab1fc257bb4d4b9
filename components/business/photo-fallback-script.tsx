/** One capture-phase listener (`error` does not bubble), in the head before any image fails. */
const SOURCE = `document.addEventListener('error',function(e){var i=e.target;if(!(i instanceof HTMLImageElement)||!i.dataset.fallback)return;i.src=i.dataset.fallback;i.alt=i.dataset.fallbackAlt||'';i.removeAttribute('data-fallback');i.classList.remove('photo-fallback');i.style.backgroundImage=''},true)`;

export function PhotoFallbackScript() {
  return <script dangerouslySetInnerHTML={{ __html: SOURCE }} />;
}
