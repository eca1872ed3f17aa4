import { z } from 'zod';

export const ZUploadResponse = z.object({ url: z.string() });
export type TUploadResponse = z.infer<typeof ZUploadResponse>;
/** Upload limits (issue 4): images only, checked from the bytes. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_FORMATS = ['jpeg', 'png', 'webp', 'gif'] as const;

export const ZNewsletterRequest = z.object({
  email: z
    .string({ error: 'validation.required' })
    .trim()
    .toLowerCase()
    .min(1, { error: 'validation.required' })
    .max(254)
    .pipe(z.email({ error: 'validation.email' })),
});
export type TNewsletterRequest = z.input<typeof ZNewsletterRequest>;
export const ZNewsletterResponse = z.object({ subscribed: z.literal(true), alreadySubscribed: z.boolean() });
export type TNewsletterResponse = z.infer<typeof ZNewsletterResponse>;
