CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" uuid,
	"user_id" uuid,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"changes" jsonb,
	"ip" text,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"tenant_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"brand_type" smallint NOT NULL,
	"description" text,
	CONSTRAINT "brands_brand_type_ck" CHECK ("brands"."brand_type" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "device_credentials" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"device_id" uuid NOT NULL,
	"key_id" text NOT NULL,
	"secret_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "device_credentials_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"hardware_brand_id" uuid,
	"software_brand_id" uuid,
	"serial_number" text NOT NULL,
	"brand" text,
	"model" text,
	"client_type" text,
	"certification_type" text,
	"device_kind" text,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"integration_id" text,
	"pos_version" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devices_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "devices_serial_number_uq" UNIQUE("tenant_id","serial_number")
);
--> statement-breakpoint
CREATE TABLE "document_files" (
	"tenant_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"content" "bytea" NOT NULL,
	"content_type" text NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_files_pk" PRIMARY KEY("tenant_id","document_id","kind"),
	CONSTRAINT "document_files_kind_ck" CHECK ("document_files"."kind" in ('ubl', 'signed', 'html', 'pdf'))
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"device_id" uuid,
	"sale_transaction_id" uuid,
	"doc_type" smallint NOT NULL,
	"invoice_type" smallint,
	"scenario_type" smallint,
	"profile_id" text,
	"series_id" uuid,
	"invoice_no" text,
	"invoice_date" date NOT NULL,
	"invoice_time" time,
	"issued_at" timestamp with time zone,
	"ettn" uuid NOT NULL,
	"pos_user_full_name" text,
	"device_description" text,
	"device_serial_number" text,
	"store_name" text NOT NULL,
	"total_pay_amount" numeric(18, 2) NOT NULL,
	"currency_code" char(3) DEFAULT 'TRY' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"cancel_reason" text,
	"cancel_date" timestamp with time zone,
	"gib_status_code" integer,
	"gib_status_text" text,
	"integrator_status" smallint,
	"response_state" smallint,
	"response_message" text,
	"response_date" timestamp with time zone,
	"failure_reason" text,
	"is_resendable" boolean DEFAULT false NOT NULL,
	"transaction_status" smallint,
	"customer_name" text,
	"customer_tax_no" text,
	"attempt_count" integer DEFAULT 0 NOT NULL,
	"next_check_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "documents_ettn_uq" UNIQUE("tenant_id","ettn"),
	CONSTRAINT "documents_series_invoice_no_uq" UNIQUE("tenant_id","series_id","invoice_no"),
	CONSTRAINT "documents_doc_type_ck" CHECK ("documents"."doc_type" in (1, 2, 5, 7, 8, 9)),
	CONSTRAINT "documents_invoice_type_ck" CHECK ("documents"."invoice_type" between 1 and 6),
	CONSTRAINT "documents_scenario_type_ck" CHECK ("documents"."scenario_type" between 1 and 3),
	CONSTRAINT "documents_status_ck" CHECK ("documents"."status" in (1, 2, 5, 6)),
	CONSTRAINT "documents_integrator_status_ck" CHECK ("documents"."integrator_status" in (1, 2, 3, 4, 5, 6, 7, 20, 21, 30)),
	CONSTRAINT "documents_response_state_ck" CHECK ("documents"."response_state" between 1 and 4),
	CONSTRAINT "documents_transaction_status_ck" CHECK ("documents"."transaction_status" in (0, 1, 2)),
	CONSTRAINT "documents_currency_ck" CHECK ("documents"."currency_code" in ('TRY', 'EUR', 'USD', 'GBP', 'SAR', 'QAR'))
);
--> statement-breakpoint
CREATE TABLE "integrator_exchanges" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"operation" text NOT NULL,
	"request_base64" text,
	"request_hash" text,
	"response_date" timestamp with time zone,
	"response_status" integer,
	"response_data" jsonb,
	"success" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integrator_exchanges_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "integrator_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"implementer_party_type" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"plugin_key" text NOT NULL,
	"plugin_configurations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integrator_taxpayer_status" (
	"integrator_product_id" uuid NOT NULL,
	"tax_no" text NOT NULL,
	"name" text,
	"is_online" boolean DEFAULT true NOT NULL,
	"offline_reason" text,
	"online_date" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integrator_taxpayer_status_pk" PRIMARY KEY("integrator_product_id","tax_no")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "cities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"name_folded" text NOT NULL,
	"city_code" text,
	"country_iso2_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"iso2_code" text NOT NULL,
	"alpha3" text,
	"locale" text,
	CONSTRAINT "countries_iso2_code_uq" UNIQUE("iso2_code")
);
--> statement-breakpoint
CREATE TABLE "tax_offices" (
	"muh_bir_code" text PRIMARY KEY NOT NULL,
	"city_code" smallint NOT NULL,
	"city" text NOT NULL,
	"town" text,
	"name" text NOT NULL,
	"name_folded" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"report_group_id" uuid NOT NULL,
	"file_name" text,
	"parameters" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_payments" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"sale_transaction_id" uuid NOT NULL,
	"payment_type" text NOT NULL,
	"status" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"currency_code" char(3) DEFAULT 'TRY' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_payments_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "sale_payments_status_ck" CHECK ("sale_payments"."status" in ('completed', 'expired', 'pending', 'error', 'refund', 'refund_error')),
	CONSTRAINT "sale_payments_currency_ck" CHECK ("sale_payments"."currency_code" in ('TRY', 'EUR', 'USD', 'GBP', 'SAR', 'QAR'))
);
--> statement-breakpoint
CREATE TABLE "sale_transaction_details" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"sale_transaction_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"item_name" text NOT NULL,
	"item_code" text,
	"quantity" numeric(18, 3) NOT NULL,
	"unit_code" text,
	"unit_price" numeric(18, 4) NOT NULL,
	"line_extension_amount" numeric(18, 2) NOT NULL,
	"vat_rate" numeric(5, 2) NOT NULL,
	"vat_amount" numeric(18, 2) NOT NULL,
	"discount_amount" numeric(18, 2),
	"withholding_code" text,
	"withholding_rate" numeric(5, 2),
	"exemption_code" text,
	"exemption_reason" text,
	"special_consumption_tax_amount" numeric(18, 2),
	"accommodation_tax_amount" numeric(18, 2),
	CONSTRAINT "sale_transaction_details_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "sale_transaction_details_line_uq" UNIQUE("tenant_id","sale_transaction_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "sale_transactions" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" text NOT NULL,
	"transaction_time" timestamp with time zone NOT NULL,
	"sale_transaction_status" smallint DEFAULT 1 NOT NULL,
	"sale_transaction_cancel_reason" text,
	"store_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"finalizer_device_id" uuid,
	"finalizer_device_serial_number" text,
	"total_pay_amount" numeric(18, 2) NOT NULL,
	"check_no" text,
	"supplier_tax_no" text,
	"transaction_has_no_financial_value" boolean DEFAULT false NOT NULL,
	"is_cancelled" boolean DEFAULT false NOT NULL,
	"cancel_date" timestamp with time zone,
	"cancel_reason" text,
	"currency_code" char(3) DEFAULT 'TRY' NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"request_body" jsonb NOT NULL,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_transactions_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "sale_transactions_idempotency_uq" UNIQUE("tenant_id","device_id","idempotency_key"),
	CONSTRAINT "sale_transactions_status_ck" CHECK ("sale_transactions"."sale_transaction_status" in (0, 1, 2)),
	CONSTRAINT "sale_transactions_currency_ck" CHECK ("sale_transactions"."currency_code" in ('TRY', 'EUR', 'USD', 'GBP', 'SAR', 'QAR'))
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"tenant_id" uuid NOT NULL,
	"series_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"last_value" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_counters_pk" PRIMARY KEY("tenant_id","series_id","year"),
	CONSTRAINT "invoice_counters_year_ck" CHECK ("invoice_counters"."year" between 2000 and 9999),
	CONSTRAINT "invoice_counters_last_value_ck" CHECK ("invoice_counters"."last_value" between 0 and 999999999)
);
--> statement-breakpoint
CREATE TABLE "invoice_series" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"doc_type" smallint NOT NULL,
	"prefix" char(3) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_series_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "invoice_series_store_doc_type_prefix_uq" UNIQUE("tenant_id","store_id","doc_type","prefix"),
	CONSTRAINT "invoice_series_prefix_ck" CHECK ("invoice_series"."prefix" ~ '^[A-Z0-9]{3}$'),
	CONSTRAINT "invoice_series_doc_type_ck" CHECK ("invoice_series"."doc_type" in (1, 2, 5, 7, 8, 9))
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"environment_scope" text DEFAULT '*' NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"tenant_id" uuid,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feature_flags_uq" UNIQUE NULLS NOT DISTINCT("tenant_id","name","environment_scope")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scope" text NOT NULL,
	"tenant_id" uuid,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "settings_uq" UNIQUE NULLS NOT DISTINCT("tenant_id","scope","key"),
	CONSTRAINT "settings_scope_ck" CHECK (("settings"."scope" = 'global' and "settings"."tenant_id" is null) or ("settings"."scope" = 'tenant' and "settings"."tenant_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "translations" (
	"language" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translations_pk" PRIMARY KEY("language","key"),
	CONSTRAINT "translations_language_ck" CHECK ("translations"."language" in ('tr', 'en'))
);
--> statement-breakpoint
CREATE TABLE "store_integrator_configs" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"doc_type" smallint NOT NULL,
	"email_configs" jsonb,
	"gb_alias" text,
	"integrator_product_id" uuid,
	"integrator_uid" text,
	"integrator_pwd_encrypted" text,
	"integrator_options" jsonb,
	"xslt_main" text,
	"xslt_logo" text,
	"xslt_footer" text,
	"xslt_signature" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_integrator_configs_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "store_integrator_configs_store_doc_type_uq" UNIQUE("tenant_id","store_id","doc_type"),
	CONSTRAINT "store_integrator_configs_doc_type_ck" CHECK ("store_integrator_configs"."doc_type" in (1, 2, 7, 8))
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"tax_office" text,
	"tax_no" text,
	"website" text,
	"email" text,
	"phone_number" text,
	"fax" text,
	"integration_id" text,
	"gb_alias" text,
	"room" text,
	"street_name" text,
	"building_name" text,
	"building_number" text,
	"city_subdivision_name" text,
	"city_name" text,
	"postal_zone" text,
	"country_name" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"trade_register_no" text,
	"mersis_no" text,
	"email_service_product_id" text,
	"send_e_document_email_copy_to" text,
	"email_configs" jsonb,
	"accommodation_tax_enabled" boolean DEFAULT false NOT NULL,
	"commercial_invoice_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stores_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "applicable_tax_rates" (
	"identifier" text NOT NULL,
	"tax_type_code" text NOT NULL,
	"rate" numeric(5, 2) NOT NULL,
	"name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applicable_tax_rates_pk" PRIMARY KEY("identifier","tax_type_code","rate")
);
--> statement-breakpoint
CREATE TABLE "tax_payer_aliases" (
	"identifier" text NOT NULL,
	"document_type" text NOT NULL,
	"alias_kind" text NOT NULL,
	"alias_name" text NOT NULL,
	"creation_time" timestamp with time zone,
	"deletion_time" timestamp with time zone,
	CONSTRAINT "tax_payer_aliases_pk" PRIMARY KEY("identifier","document_type","alias_kind","alias_name"),
	CONSTRAINT "tax_payer_aliases_document_type_ck" CHECK ("tax_payer_aliases"."document_type" in ('Invoice', 'DespatchAdvice')),
	CONSTRAINT "tax_payer_aliases_alias_kind_ck" CHECK ("tax_payer_aliases"."alias_kind" in ('PK', 'GB'))
);
--> statement-breakpoint
CREATE TABLE "tax_payers" (
	"identifier" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"account_type" text,
	"first_creation_time" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_payers_type_ck" CHECK ("tax_payers"."type" in ('OZEL', 'KAMU'))
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"city" text,
	"email" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"integration_id" text,
	"alternate_id" text,
	"web_site" text,
	"phone_number" text,
	"address" text,
	"owner_product_id" text,
	"generated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"last_access" timestamp with time zone,
	"account_owner_id" uuid,
	"cert_pem" text,
	"private_key_encrypted" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"email_hash" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone_number" text,
	"user_type" smallint DEFAULT 1 NOT NULL,
	"language_id" text DEFAULT 'tr' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"tenant_id" uuid,
	"is_tenant_owner" boolean DEFAULT false NOT NULL,
	"manage_admin_users" boolean DEFAULT false NOT NULL,
	"fmtpb" text,
	"permissions" text[],
	"password_hash" text,
	"otp_secret" text,
	"otp_enabled" boolean DEFAULT false NOT NULL,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"ui_state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_lower_ck" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_user_type_ck" CHECK ("users"."user_type" in (1, 2)),
	CONSTRAINT "users_language_ck" CHECK ("users"."language_id" in ('tr', 'en')),
	CONSTRAINT "users_tenant_user_has_tenant_ck" CHECK ("users"."user_type" = 2 or "users"."tenant_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "password_reset_codes" ADD CONSTRAINT "password_reset_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_credentials" ADD CONSTRAINT "device_credentials_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_credentials" ADD CONSTRAINT "device_credentials_device_fk" FOREIGN KEY ("tenant_id","device_id") REFERENCES "public"."devices"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_hardware_brand_id_brands_id_fk" FOREIGN KEY ("hardware_brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_software_brand_id_brands_id_fk" FOREIGN KEY ("software_brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_store_fk" FOREIGN KEY ("tenant_id","store_id") REFERENCES "public"."stores"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_document_fk" FOREIGN KEY ("tenant_id","document_id") REFERENCES "public"."documents"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_store_fk" FOREIGN KEY ("tenant_id","store_id") REFERENCES "public"."stores"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_device_fk" FOREIGN KEY ("tenant_id","device_id") REFERENCES "public"."devices"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_sale_fk" FOREIGN KEY ("tenant_id","sale_transaction_id") REFERENCES "public"."sale_transactions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_series_fk" FOREIGN KEY ("tenant_id","series_id") REFERENCES "public"."invoice_series"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrator_exchanges" ADD CONSTRAINT "integrator_exchanges_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrator_exchanges" ADD CONSTRAINT "integrator_exchanges_document_fk" FOREIGN KEY ("tenant_id","document_id") REFERENCES "public"."documents"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrator_taxpayer_status" ADD CONSTRAINT "integrator_taxpayer_status_integrator_product_id_integrator_products_id_fk" FOREIGN KEY ("integrator_product_id") REFERENCES "public"."integrator_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_country_iso2_code_countries_iso2_code_fk" FOREIGN KEY ("country_iso2_code") REFERENCES "public"."countries"("iso2_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_report_group_id_report_groups_id_fk" FOREIGN KEY ("report_group_id") REFERENCES "public"."report_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_sale_fk" FOREIGN KEY ("tenant_id","sale_transaction_id") REFERENCES "public"."sale_transactions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_transaction_details" ADD CONSTRAINT "sale_transaction_details_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_transaction_details" ADD CONSTRAINT "sale_transaction_details_sale_fk" FOREIGN KEY ("tenant_id","sale_transaction_id") REFERENCES "public"."sale_transactions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_transactions" ADD CONSTRAINT "sale_transactions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_transactions" ADD CONSTRAINT "sale_transactions_store_fk" FOREIGN KEY ("tenant_id","store_id") REFERENCES "public"."stores"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_transactions" ADD CONSTRAINT "sale_transactions_device_fk" FOREIGN KEY ("tenant_id","device_id") REFERENCES "public"."devices"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_transactions" ADD CONSTRAINT "sale_transactions_finalizer_device_fk" FOREIGN KEY ("tenant_id","finalizer_device_id") REFERENCES "public"."devices"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_series_fk" FOREIGN KEY ("tenant_id","series_id") REFERENCES "public"."invoice_series"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_series" ADD CONSTRAINT "invoice_series_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_series" ADD CONSTRAINT "invoice_series_store_fk" FOREIGN KEY ("tenant_id","store_id") REFERENCES "public"."stores"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_flags" ADD CONSTRAINT "feature_flags_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_integrator_configs" ADD CONSTRAINT "store_integrator_configs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_integrator_configs" ADD CONSTRAINT "store_integrator_configs_integrator_product_id_integrator_products_id_fk" FOREIGN KEY ("integrator_product_id") REFERENCES "public"."integrator_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_integrator_configs" ADD CONSTRAINT "store_integrator_configs_store_fk" FOREIGN KEY ("tenant_id","store_id") REFERENCES "public"."stores"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_payer_aliases" ADD CONSTRAINT "tax_payer_aliases_identifier_tax_payers_identifier_fk" FOREIGN KEY ("identifier") REFERENCES "public"."tax_payers"("identifier") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_account_owner_id_users_id_fk" FOREIGN KEY ("account_owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_tenant_created_idx" ON "audit_log" USING btree ("tenant_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_tenant_entity_idx" ON "audit_log" USING btree ("tenant_id","entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "password_reset_codes_user_idx" ON "password_reset_codes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_token_hash_uq" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_type_name_uq" ON "brands" USING btree ("brand_type","name");--> statement-breakpoint
CREATE UNIQUE INDEX "device_credentials_key_id_uq" ON "device_credentials" USING btree ("key_id");--> statement-breakpoint
CREATE INDEX "device_credentials_tenant_device_idx" ON "device_credentials" USING btree ("tenant_id","device_id");--> statement-breakpoint
CREATE INDEX "devices_tenant_store_idx" ON "devices" USING btree ("tenant_id","store_id");--> statement-breakpoint
CREATE INDEX "documents_tenant_date_idx" ON "documents" USING btree ("tenant_id","invoice_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "documents_tenant_store_date_idx" ON "documents" USING btree ("tenant_id","store_id","invoice_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "documents_tenant_status_date_idx" ON "documents" USING btree ("tenant_id","status","invoice_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "documents_tenant_doc_type_date_idx" ON "documents" USING btree ("tenant_id","doc_type","invoice_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "documents_tenant_invoice_no_idx" ON "documents" USING btree ("tenant_id","invoice_no" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "documents_tenant_sale_idx" ON "documents" USING btree ("tenant_id","sale_transaction_id");--> statement-breakpoint
CREATE INDEX "documents_pipeline_due_idx" ON "documents" USING btree ("tenant_id","next_check_at") WHERE "documents"."next_check_at" is not null;--> statement-breakpoint
CREATE INDEX "integrator_exchanges_document_idx" ON "integrator_exchanges" USING btree ("tenant_id","document_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "integrator_products_name_uq" ON "integrator_products" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "integrator_products_single_default_uq" ON "integrator_products" USING btree ("is_default") WHERE "integrator_products"."is_default";--> statement-breakpoint
CREATE INDEX "cities_country_name_idx" ON "cities" USING btree ("country_iso2_code","name_folded");--> statement-breakpoint
CREATE INDEX "tax_offices_city_code_idx" ON "tax_offices" USING btree ("city_code");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_code_uq" ON "reports" USING btree ("code");--> statement-breakpoint
CREATE INDEX "sale_payments_tenant_sale_idx" ON "sale_payments" USING btree ("tenant_id","sale_transaction_id");--> statement-breakpoint
CREATE INDEX "sale_transactions_tenant_time_idx" ON "sale_transactions" USING btree ("tenant_id","transaction_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sale_transactions_tenant_store_time_idx" ON "sale_transactions" USING btree ("tenant_id","store_id","transaction_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sale_transactions_tenant_transaction_id_idx" ON "sale_transactions" USING btree ("tenant_id","transaction_id");--> statement-breakpoint
CREATE INDEX "stores_tenant_name_idx" ON "stores" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "stores_tenant_integration_idx" ON "stores" USING btree ("tenant_id","integration_id");--> statement-breakpoint
CREATE INDEX "tenants_name_idx" ON "tenants" USING btree ("name");--> statement-breakpoint
CREATE INDEX "tenants_account_owner_idx" ON "tenants" USING btree ("account_owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_tenant_idx" ON "users" USING btree ("tenant_id");