'use client';

import { useState } from 'react';
import { useCan } from '@/components/manager-shell/manager-context';
import { BookingDrawer } from '@/features/bookings/components/booking-drawer';
import { PickupOverview } from '@/features/pickups/components/pickup-overview';

/** The pickup overview, with a booking's details a tap away when the role may read bookings. */
export function PickupPage() {
  const canRead = useCan('get_list_booking');
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <PickupOverview onOpenBooking={canRead ? setOpen : undefined} />
      <BookingDrawer id={open} onClose={() => setOpen(null)} />
    </>
  );
}
