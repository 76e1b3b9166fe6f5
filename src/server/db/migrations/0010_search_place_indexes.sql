DROP INDEX "items_active_lat_idx";--> statement-breakpoint
CREATE INDEX "items_active_place_idx" ON "items" USING btree ("lat","lng") WHERE "items"."status" = 'active';--> statement-breakpoint
CREATE INDEX "items_active_category_place_idx" ON "items" USING btree ("category_id","lat","lng") WHERE "items"."status" = 'active';--> statement-breakpoint
CREATE INDEX "items_active_category_price_idx" ON "items" USING btree ("category_id","list_price_cents") WHERE "items"."status" = 'active';