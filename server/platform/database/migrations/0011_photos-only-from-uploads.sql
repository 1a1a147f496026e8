-- Sign-up used to store any `image` its body named; a photo comes only from an upload now.
UPDATE "users" SET "image" = NULL WHERE "image" IS NOT NULL AND "image" NOT LIKE '/api/files/photos/%';
