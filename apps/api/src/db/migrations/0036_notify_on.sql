-- Issue 35: an e-mail event that an account hears of only once it asks (a piece left behind).
-- The user's events switched on, beside those switched off (notify_off).
ALTER TABLE "users" ADD COLUMN "notify_on" text[] DEFAULT '{}'::text[] NOT NULL;
