/**
 * Structured data for search engines. `<` is escaped so that no value (a business named
 * `</script>…`, say) can close the script element early.
 */
export function JsonLd({ data }: { data: object | object[] }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
