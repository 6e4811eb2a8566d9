CREATE TABLE "auth_handoffs" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketing_subscriptions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"market" varchar(2) NOT NULL,
	"language" varchar(8) NOT NULL,
	"email" varchar(254),
	"topics" jsonb NOT NULL,
	"subscribed" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" varchar(8) NOT NULL,
	"recipient" varchar(254) NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_auth_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"phone" varchar(16) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"market" varchar(2) NOT NULL,
	"marketing_accepted" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "social_logins" (
	"state" varchar(64) PRIMARY KEY NOT NULL,
	"provider" varchar(40) NOT NULL,
	"code_verifier" varchar(128) NOT NULL,
	"nonce" varchar(64) NOT NULL,
	"redirect_uri" text NOT NULL,
	"market" varchar(2) NOT NULL,
	"marketing_accepted" boolean NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_passengers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"passengers" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_searches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"search_id" varchar(200) NOT NULL,
	"search_params" jsonb NOT NULL,
	"ticket" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"method" varchar(40) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_socials" (
	"user_id" uuid NOT NULL,
	"provider" varchar(40) NOT NULL,
	"subject" varchar(255) NOT NULL,
	"email" varchar(254),
	CONSTRAINT "user_socials_provider_subject_pk" PRIMARY KEY("provider","subject")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"phone" varchar(16),
	"active_email" varchar(254),
	"candidate_email" varchar(254),
	"activation_token_hash" varchar(64),
	"activation_expires_at" timestamp with time zone,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_login_method" varchar(40),
	"marketing_accepted" boolean DEFAULT false NOT NULL,
	"data_requested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_handoffs" ADD CONSTRAINT "auth_handoffs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_subscriptions" ADD CONSTRAINT "marketing_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_passengers" ADD CONSTRAINT "user_passengers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_searches" ADD CONSTRAINT "user_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sessions" ADD CONSTRAINT "user_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_socials" ADD CONSTRAINT "user_socials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_messages_recipient_idx" ON "outbox_messages" USING btree ("recipient");--> statement-breakpoint
CREATE INDEX "phone_auth_sessions_phone_idx" ON "phone_auth_sessions" USING btree ("phone","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_searches_user_search_idx" ON "user_searches" USING btree ("user_id","search_id");--> statement-breakpoint
CREATE INDEX "user_searches_user_created_idx" ON "user_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_sessions_user_idx" ON "user_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_sessions_expires_idx" ON "user_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "user_socials_user_idx" ON "user_socials" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_idx" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "users_active_email_idx" ON "users" USING btree ("active_email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_activation_token_idx" ON "users" USING btree ("activation_token_hash");