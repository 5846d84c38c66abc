CREATE TYPE "public"."chat_message_kind" AS ENUM('text', 'image', 'voice');--> statement-breakpoint
CREATE TYPE "public"."chat_side" AS ENUM('customer', 'vendor');--> statement-breakpoint
CREATE TABLE "chat_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_id" uuid,
	"customer_last_read_at" timestamp with time zone,
	"vendor_last_read_at" timestamp with time zone,
	"customer_notified_at" timestamp with time zone,
	"vendor_notified_at" timestamp with time zone,
	"blocked_by" "chat_side",
	"blocked_at" timestamp with time zone,
	"reported_at" timestamp with time zone,
	"reported_by" uuid,
	"report_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender_id" uuid,
	"sender_side" "chat_side" NOT NULL,
	"kind" "chat_message_kind" NOT NULL,
	"body" text,
	"attachment_url" text,
	"voice_seconds" smallint,
	"quote" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	CONSTRAINT "chat_messages_body_length" CHECK (char_length("chat_messages"."body") <= 2000),
	CONSTRAINT "chat_messages_voice_seconds" CHECK ("chat_messages"."voice_seconds" between 1 and 60),
	CONSTRAINT "chat_messages_kind_content" CHECK (("chat_messages"."kind" = 'text' and "chat_messages"."body" is not null and "chat_messages"."attachment_url" is null)
        or ("chat_messages"."kind" = 'image' and "chat_messages"."attachment_url" is not null)
        or ("chat_messages"."kind" = 'voice' and "chat_messages"."attachment_url" is not null and "chat_messages"."voice_seconds" is not null))
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_customer_store" ON "chat_conversations" USING btree ("customer_id","store_id");--> statement-breakpoint
CREATE INDEX "chat_conversations_customer_inbox" ON "chat_conversations" USING btree ("customer_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_conversations_store_inbox" ON "chat_conversations" USING btree ("store_id","last_message_at" DESC NULLS LAST) WHERE "chat_conversations"."last_message_id" is not null;--> statement-breakpoint
CREATE INDEX "chat_conversations_reported" ON "chat_conversations" USING btree ("reported_at" DESC NULLS LAST) WHERE "chat_conversations"."reported_at" is not null;--> statement-breakpoint
CREATE INDEX "chat_messages_history" ON "chat_messages" USING btree ("conversation_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_messages_unread" ON "chat_messages" USING btree ("conversation_id","sender_side") WHERE "chat_messages"."read_at" is null;