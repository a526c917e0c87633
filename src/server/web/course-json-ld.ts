const COURSE_JSON_LD =
  /<script type="application\/ld\+json">(\{"@context":"https:\/\/schema\.org","@type":"Course".*?)<\/script>/s;

/** A program page's HTML with its Course JSON-LD changed by `edit`; the rest is untouched. */
export function editCourseJsonLd(
  html: string,
  edit: (course: Record<string, unknown>) => void,
): string {
  return html.replace(COURSE_JSON_LD, (_, json: string) => {
    const course = JSON.parse(json) as Record<string, unknown>;
    edit(course);
    // '<' as \u003c: no text in the data can close the script element early.
    const data = JSON.stringify(course).replace(/</g, '\\u003c');
    return `<script type="application/ld+json">${data}</script>`;
  });
}
