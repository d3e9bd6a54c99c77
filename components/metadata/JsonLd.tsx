/**
 * Structured data for search engines (`JobPosting`, `NewsArticle`, …) in a
 * `<script type="application/ld+json">`; `<` is escaped so no text of a record can close the script.
 */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}
