CREATE TABLE "flag_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"flag_id" integer NOT NULL,
	"flag_key" varchar(128) NOT NULL,
	"actor" varchar(32) NOT NULL,
	"address" varchar(64) NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flag_changes" ADD CONSTRAINT "flag_changes_flag_id_flags_id_fk" FOREIGN KEY ("flag_id") REFERENCES "public"."flags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flag_changes_flag_id_idx" ON "flag_changes" USING btree ("flag_id");--> statement-breakpoint
CREATE INDEX "flag_changes_changed_at_idx" ON "flag_changes" USING btree ("changed_at");