/** First focusable element: lets keyboard users jump past the header menu. */
export function SkipLink() {
  return (
    <a href="#main-content" className="skip-link">
      Skip to main content
    </a>
  );
}
