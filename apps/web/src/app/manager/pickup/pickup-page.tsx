'use client';

import { useBookingDrawer } from '@/features/bookings/components/booking-drawer';
import { PickupOverview } from '@/features/pickups/components/pickup-overview';

/** The pickup overview, with a booking's details a tap away when the role may read bookings. */
export function PickupPage() {
  const { openBooking, drawer } = useBookingDrawer();
  return (
    <>
      <PickupOverview onOpenBooking={openBooking} />
      {drawer}
    </>
  );
}
