ALTER TABLE "orders" ADD COLUMN "currency" varchar(3) DEFAULT 'rub' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "currency_amount" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rate" double precision;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "currency" varchar(3) DEFAULT 'rub' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "currency_amount" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "rate" double precision;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "rated_at" timestamp with time zone;