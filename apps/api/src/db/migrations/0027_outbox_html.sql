-- Issue 43 item 6: e-mails carry an HTML part beside the plain text; the demo outbox keeps it to show it.
ALTER TABLE "outbox" ADD COLUMN "html" text;
