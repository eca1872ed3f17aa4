'use client';

import { useState } from 'react';
import { useCan } from '@/components/manager-shell/manager-context';
import { BookingDrawer } from '@/features/bookings/components/booking-drawer';
import { AssignPickUp } from '@/features/pickups/components/assign-pick-up';

/** The dispatcher's board, with a booking's details a tap away when the role may read bookings. */
export function AssignPickUpPage() {
  const canRead = useCan('get_list_booking');
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <AssignPickUp onOpenBooking={canRead ? setOpen : undefined} />
      <BookingDrawer id={open} onClose={() => setOpen(null)} />
    </>
  );
}
