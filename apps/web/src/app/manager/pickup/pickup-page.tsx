'use client';

import { WithBookingDrawer } from '@/features/bookings/components/with-booking-drawer';
import { PickupOverview } from '@/features/pickups/components/pickup-overview';

/** The pickup overview, with a booking's details a tap away when the role may read bookings. */
export function PickupPage() {
  return <WithBookingDrawer page={PickupOverview} />;
}
