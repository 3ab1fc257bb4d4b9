// One capture-phase listener (`error` does not bubble), in the head before any image fails: a
// broken `.photo-fallback` photo shows the category picture its class lays underneath.
const SOURCE = `document.addEventListener('error',function(e){var i=e.target;if(!(i instanceof HTMLImageElement)||!i.classList.contains('photo-fallback'))return;var u=getComputedStyle(i).backgroundImage.slice(5,-2);i.classList.remove('photo-fallback');i.src=new URL(u).pathname;i.alt=i.dataset.fallbackAlt||''},true)`;

export function PhotoFallbackScript() {
  return <script dangerouslySetInnerHTML={{ __html: SOURCE }} />;
}
