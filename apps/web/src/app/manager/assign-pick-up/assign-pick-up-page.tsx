'use client';

import { useBookingDrawer } from '@/features/bookings/components/booking-drawer';
import { AssignPickUp } from '@/features/pickups/components/assign-pick-up';

/** The dispatcher's board, with a booking's details a tap away when the role may read bookings. */
export function AssignPickUpPage() {
  const { openBooking, drawer } = useBookingDrawer();
  return (
    <>
      <AssignPickUp onOpenBooking={openBooking} />
      {drawer}
    </>
  );
}
