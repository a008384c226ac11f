-- A completed result small enough is kept whole as the document it is served as: its UTF-8 text, the
-- same gzipped, and each product's byte range in the text (the body's products are then left empty).
-- The gzip is stored as it is (EXTERNAL): compressing it again would gain nothing.

ALTER TABLE se_reports
  ADD COLUMN result bytea,
  ADD COLUMN result_gzip bytea,
  ADD COLUMN result_products jsonb;

ALTER TABLE se_reports ALTER COLUMN result_gzip SET STORAGE EXTERNAL;
