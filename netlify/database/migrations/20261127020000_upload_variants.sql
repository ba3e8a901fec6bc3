-- Smaller copies of an uploaded image (issue 16 item 3), made once at upload so the pages can offer
-- them in `srcset`: one row per width below the original's (480, 960, 1440), served as
-- /api/uploads/<id>-<width>.webp. They belong to their upload and go with it. Images uploaded before
-- this have none (the pages then offer the original alone); no existing row of any table changes.
CREATE TABLE upload_variants (
  upload_id    uuid     NOT NULL REFERENCES uploads (id) ON DELETE CASCADE,
  width        integer  NOT NULL,
  height       integer  NOT NULL,
  byte_length  integer  NOT NULL,
  bytes        bytea    NOT NULL,
  PRIMARY KEY (upload_id, width)
);
