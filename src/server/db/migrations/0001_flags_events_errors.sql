CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"e" varchar(8) NOT NULL,
	"aid" varchar(255),
	"tna" varchar(255),
	"eid" uuid,
	"url" text,
	"event_schema" text,
	"unstruct" jsonb,
	"contexts" jsonb,
	"raw" jsonb NOT NULL,
	"method" varchar(4) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "error_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"event_id" varchar(32),
	"type" varchar(255) NOT NULL,
	"level" varchar(16),
	"summary" text,
	"breadcrumbs" integer DEFAULT 0 NOT NULL,
	"raw" jsonb NOT NULL,
	"forward_error" text
);
--> statement-breakpoint
CREATE TABLE "flag_snapshots" (
	"id" serial PRIMARY KEY NOT NULL,
	"flag_id" integer NOT NULL,
	"flag" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flags" (
	"id" integer PRIMARY KEY NOT NULL,
	"key" varchar(128) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"enabled" boolean NOT NULL,
	"data_records_enabled" boolean DEFAULT false NOT NULL,
	"definition" jsonb NOT NULL,
	"snapshot_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flag_snapshots" ADD CONSTRAINT "flag_snapshots_flag_id_flags_id_fk" FOREIGN KEY ("flag_id") REFERENCES "public"."flags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_received_at_idx" ON "analytics_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "analytics_events_e_idx" ON "analytics_events" USING btree ("e");--> statement-breakpoint
CREATE INDEX "analytics_events_aid_idx" ON "analytics_events" USING btree ("aid");--> statement-breakpoint
CREATE INDEX "analytics_events_tna_idx" ON "analytics_events" USING btree ("tna");--> statement-breakpoint
CREATE INDEX "analytics_events_url_idx" ON "analytics_events" USING hash ("url");--> statement-breakpoint
CREATE INDEX "error_reports_received_at_idx" ON "error_reports" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "error_reports_event_id_idx" ON "error_reports" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "flag_snapshots_flag_id_idx" ON "flag_snapshots" USING btree ("flag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "flags_key_idx" ON "flags" USING btree ("key");