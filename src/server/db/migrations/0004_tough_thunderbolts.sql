CREATE TABLE "price_observations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"origin" varchar(3) NOT NULL,
	"destination" varchar(3) NOT NULL,
	"kind" varchar(6) NOT NULL,
	"trip_class" varchar(1) NOT NULL,
	"depart_date" date NOT NULL,
	"return_date" date NOT NULL,
	"price_per_seat" integer NOT NULL,
	"observed_on" date NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "price_observations_trip_day_idx" ON "price_observations" USING btree ("origin","destination","kind","trip_class","depart_date","return_date","observed_on");--> statement-breakpoint
CREATE INDEX "price_observations_received_at_idx" ON "price_observations" USING btree ("received_at");