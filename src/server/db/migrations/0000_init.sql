CREATE TABLE "searches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"query" jsonb NOT NULL,
	"brand" varchar(2) NOT NULL,
	"market" varchar(2) NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "searches_started_at_idx" ON "searches" USING btree ("started_at");