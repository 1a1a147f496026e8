CREATE INDEX "users_image_idx" ON "users" USING btree ("image") WHERE "users"."image" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "post_attachments_upload_idx" ON "post_attachments" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "account_files_upload_idx" ON "account_files" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "companies_logo_upload_idx" ON "companies" USING btree ("logo_upload_id") WHERE "companies"."logo_upload_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "products_image_upload_idx" ON "products" USING btree ("image_upload_id") WHERE "products"."image_upload_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "products_owner_idx" ON "products" USING btree ("owner_id") WHERE "products"."owner_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "resources_upload_idx" ON "resources" USING btree ("upload_id") WHERE "resources"."upload_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "content_items_video_upload_idx" ON "content_items" USING btree ("video_upload_id") WHERE "content_items"."video_upload_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "content_items_cover_upload_idx" ON "content_items" USING btree ("cover_upload_id") WHERE "content_items"."cover_upload_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "events_cover_upload_idx" ON "events" USING btree ("cover_upload_id") WHERE "events"."cover_upload_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "uploads_thumbnail_key_idx" ON "uploads" USING btree ("thumbnail_key") WHERE "uploads"."thumbnail_key" IS NOT NULL;