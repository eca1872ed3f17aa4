import { z } from 'zod';
import { INT4_MAX } from '../input';
import { idFromSlug } from '../paths';

/**
 * Seed §7: an id in a path may be a slug whose last dot-separated segment is the id
 * (`tin_tuc.12` → 12). Anything else than a positive integer there is a 400 naming `id`.
 */
export const slugId = () =>
  z.string().transform((value, ctx) => {
    const last = idFromSlug(value);
    const n = Number(last);
    if (!/^\d{1,10}$/.test(last) || n < 1 || n > INT4_MAX) {
      ctx.addIssue({ code: 'custom', message: 'validation.invalid' });
      return z.NEVER;
    }
    return n;
  });
export const ZSlugId = z.object({ id: slugId() });
export type TSlugId = z.infer<typeof ZSlugId>;

const text = (max: number) => z.string({ error: 'validation.required' }).trim().max(max);
/** A required text: empty after trimming is 'Vui lòng nhập'. */
export const requiredText = (max: number) => text(max).min(1, { error: 'validation.required' });
export const optionalText = (max: number) => text(max).optional();

/**
 * An image reference: a stored upload (`/uploads/…`) or an https/http URL. Never `javascript:`
 * or `data:` (it is rendered as an <img> source on public pages).
 */
export const ZImageUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/uploads\/[\w./-]+|https?:\/\/[^\s"'<>]+)$/, { error: 'validation.imageUrl' });

/** A menu or content link: a site path, an anchor, or http(s)/mailto/tel. */
export const ZLink = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/[^\s"'<>]*|#[\w-]*|https?:\/\/[^\s"'<>]+|mailto:[^\s"'<>]+|tel:\+?[\d.\-() ]+)$/, {
    error: 'validation.link',
  });
