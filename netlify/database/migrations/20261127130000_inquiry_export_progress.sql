-- A background export is prepared in runs, each within a time budget well under its function's
-- limit (a request's waitUntil has 60 s, the scheduled retry 30 s): where the last run stopped is kept
-- with the export (the list-order key of the last inquiry written to a stored part), so the next run
-- continues there instead of starting again. Exports already prepared keep their parts; one still
-- waiting or running has no such key yet, so its parts so far are dropped and it starts once more,
-- as it would have before.
ALTER TABLE inquiry_exports
  ADD COLUMN cursor_us bigint,
  ADD COLUMN cursor_id integer,
  ADD CONSTRAINT inquiry_exports_cursor_whole CHECK ((cursor_us IS NULL) = (cursor_id IS NULL));

DELETE FROM inquiry_export_parts p USING inquiry_exports e
WHERE p.export_id = e.id AND e.status IN ('queued', 'running');
UPDATE inquiry_exports SET rows = 0 WHERE status IN ('queued', 'running');
