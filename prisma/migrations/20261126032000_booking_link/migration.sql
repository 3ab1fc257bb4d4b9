-- Where the business takes bookings, as Outscraper exports it in `booking_appointment_link`.
ALTER TABLE "businesses" ADD COLUMN "booking_link" TEXT;
