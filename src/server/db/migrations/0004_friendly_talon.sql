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
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clicks_created_at_idx" ON "clicks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "clicks_agency_idx" ON "clicks" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_idx" ON "orders" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_idx" ON "payments" USING btree ("user_id","idempotency_key");