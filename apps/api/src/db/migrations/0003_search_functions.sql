-- Folds text for search (ADR 0020): Turkish and other Latin letters lose their accents (ç→c ğ→g ı→i İ→i
-- ö→o ş→s ü→u, á→a …), then everything is lower-cased, so "Çay", "ÇAY" and "cay" are one word. Punctuation
-- becomes space so that words split cleanly. IMMUTABLE: generated columns and indexes use it.
CREATE OR REPLACE FUNCTION bedesten_fold(input text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT btrim(regexp_replace(lower(translate(input, 'çÇćĆčČğĞıİöÖóÓòÒôÔõÕøØşŞšŠüÜúÚùÙûÛáÁàÀâÂäÄãÃåÅéÉèÈêÊëËíÍìÌîÎïÏñÑýÝÿžŽ', 'cCcCcCgGiIoOoOoOoOoOoOsSsSuUuUuUuUaAaAaAaAaAaAeEeEeEeEiIiIiIiInNyYyzZ')), '[^a-z0-9]+', ' ', 'g'))
$$;
