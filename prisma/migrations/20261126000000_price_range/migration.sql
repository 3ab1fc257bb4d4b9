-- Google's price level as Outscraper exports it in `range` ("££", "$$", hotels "4 stars").
ALTER TABLE "businesses" ADD COLUMN "price_range" TEXT;
