/**
 * View counts travel apart from the content they count: the content answers are cached per content
 * version (functions/_shared/public-cache/), the counts change on every read (GET /api/view-counts,
 * never cached). The build, the lists and the detail pages put the two back together here.
 */

/** What a view is counted on (the beacon's and the counts' `kind`). */
export type ViewKind = 'notice' | 'csr_post';

/** `{ "<id>": views }` of the published items of one kind. */
export type ViewCounts = Readonly<Record<string, number>>;

/** The rows with their counts; an item the counts do not name (published after they were read) has 0. */
export function withViews<T extends { id: number }>(rows: readonly T[], counts: ViewCounts): Array<T & { views: number }> {
  return rows.map((row) => ({ ...row, views: counts[String(row.id)] ?? 0 }));
}
