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
CREATE TABLE "clicks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"search_id" uuid NOT NULL,
	"ticket_id" varchar(200) NOT NULL,
	"agency_id" varchar(40) NOT NULL,
	"price" integer NOT NULL,
	"bags" integer,
	"method" varchar(8),
	"marker" varchar(64) NOT NULL,
	"sells_here" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"status" varchar(16) NOT NULL,
	"agency_id" varchar(40) NOT NULL,
	"agency_name" varchar(80) NOT NULL,
	"price" integer NOT NULL,
	"method" varchar(8) NOT NULL,
	"ticket" jsonb NOT NULL,
	"passengers" jsonb NOT NULL,
	"contact" jsonb NOT NULL,
	"history" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"status" varchar(16) NOT NULL,
	"decline_reason" varchar(32),
	"amount" integer NOT NULL,
	"method" varchar(8) NOT NULL,
	"card_last4" varchar(4) NOT NULL,
	"purchase" jsonb NOT NULL,
	"history" jsonb NOT NULL,
	"order_id" varchar(40),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "price_subscriptions" ADD CONSTRAINT "price_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "price_subscriptions_user_query_idx" ON "price_subscriptions" USING btree ("user_id","query_key");--> statement-breakpoint
CREATE INDEX "price_subscriptions_checked_idx" ON "price_subscriptions" USING btree ("checked_at");--> statement-breakpoint
CREATE INDEX "clicks_created_at_idx" ON "clicks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "clicks_agency_idx" ON "clicks" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_idx" ON "orders" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_idx" ON "payments" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "price_observations_trip_day_idx" ON "price_observations" USING btree ("origin","destination","kind","trip_class","depart_date","return_date","observed_on");--> statement-breakpoint
CREATE INDEX "price_observations_received_at_idx" ON "price_observations" USING btree ("received_at");