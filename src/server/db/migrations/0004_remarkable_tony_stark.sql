CREATE TABLE "price_subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"query" jsonb NOT NULL,
	"query_key" varchar(1000) NOT NULL,
	"ticket" jsonb NOT NULL,
	"channel" varchar(8) NOT NULL,
	"language" varchar(8) NOT NULL,
	"subscribed_price" integer NOT NULL,
	"notified_price" integer,
	"last_price" integer,
	"checked_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_subscriptions" ADD CONSTRAINT "price_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "price_subscriptions_user_query_idx" ON "price_subscriptions" USING btree ("user_id","query_key");--> statement-breakpoint
CREATE INDEX "price_subscriptions_checked_idx" ON "price_subscriptions" USING btree ("checked_at");