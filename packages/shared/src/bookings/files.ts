import { z } from 'zod';

/**
 * A booking's private files (issue 22): its pickup photos and signature, its proof of delivery.
 * Read only through GET /bookings/:id/files/:fileId, with the booking's scope.
 */
export const BOOKING_FILE_KINDS = [
  'pickupPhoto',
  'pickupSignature',
  'deliveryPhoto',
  'deliverySignature',
] as const;
export const ZBookingFile = z.object({
  id: z.uuid(),
  kind: z.enum(BOOKING_FILE_KINDS),
  createdAt: z.string(),
});
export type TBookingFile = z.infer<typeof ZBookingFile>;
export const ZBookingFiles = z.object({ items: z.array(ZBookingFile) });
