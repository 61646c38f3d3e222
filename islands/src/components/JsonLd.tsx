/** Renders structured data. A JSON data block is not executed, so no CSP hash is needed;
 * "<" is escaped so text in the data can never close the script element. */
export function JsonLd({ data }: { data: object | object[] }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
