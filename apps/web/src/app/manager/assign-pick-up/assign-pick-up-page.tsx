'use client';

import { WithBookingDrawer } from '@/features/bookings/components/with-booking-drawer';
import { AssignPickUp } from '@/features/pickups/components/assign-pick-up';

/** The dispatcher's board, with a booking's details a tap away when the role may read bookings. */
export function AssignPickUpPage() {
  return <WithBookingDrawer page={AssignPickUp} />;
}
