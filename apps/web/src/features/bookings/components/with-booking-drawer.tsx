'use client';

import type { ComponentType } from 'react';
import { useBookingDrawer } from './booking-drawer';

/**
 * A page whose rows open a booking's details, a tap away when the role may read bookings: `page`
 * is given what opens one (nothing otherwise), and the drawer is put beside it.
 */
export function WithBookingDrawer({
  page: Page,
}: {
  page: ComponentType<{ onOpenBooking?: (id: string) => void }>;
}) {
  const { openBooking, drawer } = useBookingDrawer();
  return (
    <>
      <Page onOpenBooking={openBooking} />
      {drawer}
    </>
  );
}
