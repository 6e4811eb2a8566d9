CREATE TABLE "price_index" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"origin" varchar(3) NOT NULL,
	"destination" varchar(3) NOT NULL,
	"month" varchar(7) NOT NULL,
	"kind" varchar(6) NOT NULL,
	"trip_days" smallint NOT NULL,
	"direct" boolean NOT NULL,
	"card" varchar(7) NOT NULL,
	"price" integer NOT NULL,
	"depart_date" date NOT NULL,
	"return_date" date,
	"found_at" timestamp with time zone NOT NULL,
	"searches" integer NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "price_index_cell_idx" ON "price_index" USING btree ("origin","destination","month","kind","trip_days","direct","card");--> statement-breakpoint
CREATE INDEX "price_index_route_idx" ON "price_index" USING btree ("origin","destination");--> statement-breakpoint
CREATE INDEX "price_index_received_at_idx" ON "price_index" USING btree ("received_at");