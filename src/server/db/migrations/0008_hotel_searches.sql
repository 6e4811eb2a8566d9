CREATE TABLE "hotel_searches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"search_id" uuid NOT NULL,
	"query" jsonb NOT NULL,
	"brand" varchar(2) NOT NULL,
	"market" varchar(2) NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_searches_search_id_idx" ON "hotel_searches" USING btree ("search_id");--> statement-breakpoint
CREATE INDEX "hotel_searches_received_at_idx" ON "hotel_searches" USING btree ("received_at");