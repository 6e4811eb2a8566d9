CREATE TABLE "hotel_favorites" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"hotel_id" varchar(16) NOT NULL,
	"check_in" varchar(10) NOT NULL,
	"check_out" varchar(10) NOT NULL,
	"adults" integer NOT NULL,
	"children" jsonb NOT NULL,
	"rooms" integer NOT NULL,
	"stay_key" varchar(200) NOT NULL,
	"saved_price" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_clicks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"click_id" uuid NOT NULL,
	"search_id" uuid NOT NULL,
	"hotel_id" varchar(16) NOT NULL,
	"site" varchar(40) NOT NULL,
	"rate_id" varchar(120) NOT NULL,
	"shown_price" integer NOT NULL,
	"checked_price" integer,
	"marker" varchar(100) NOT NULL,
	"user_id" uuid,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hotel_favorites" ADD CONSTRAINT "hotel_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_clicks" ADD CONSTRAINT "hotel_clicks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_favorites_user_stay_idx" ON "hotel_favorites" USING btree ("user_id","stay_key");--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_clicks_click_id_idx" ON "hotel_clicks" USING btree ("click_id");--> statement-breakpoint
CREATE INDEX "hotel_clicks_received_at_idx" ON "hotel_clicks" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "hotel_clicks_user_idx" ON "hotel_clicks" USING btree ("user_id");