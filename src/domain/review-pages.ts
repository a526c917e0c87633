/**
 * The page buttons under the list: at most 5 numbered pages around the current one, with the
 * first and the last page always offered, and an ellipsis where pages are skipped.
 */
export function pageButtons(current: number, pageCount: number): Array<number | 'ellipsis'> {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const start = Math.max(1, Math.min(current - 2, pageCount - 4));
  const end = Math.min(start + 4, pageCount);
  const buttons: Array<number | 'ellipsis'> = [];
  if (start > 1) buttons.push(1);
  if (start > 2) buttons.push('ellipsis');
  for (let page = start; page <= end; page++) buttons.push(page);
  if (end < pageCount - 1) buttons.push('ellipsis');
  if (end < pageCount) buttons.push(pageCount);
  return buttons;
}
