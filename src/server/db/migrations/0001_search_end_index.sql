DROP INDEX "items_end_time_idx";--> statement-breakpoint
CREATE INDEX "items_active_end_idx" ON "items" USING btree ("end_time","id","sale_type") WHERE "items"."status" = 'active';