import { z } from 'zod';

/**
 * The web server's environment, parsed once (as the API's config.ts does) and read at run time,
 * so ports and addresses change without a rebuild. Server-side only.
 */
const ZWebEnv = z.object({
  /** Public address: links, sitemap, Open Graph. */
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  /** The API's port on this machine, when API_INTERNAL_URL is not set. */
  API_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  /**
   * Where the web server reaches the API: another host or a load balancer, or several API
   * instances separated by commas, taken in turn (issue 22).
   */
  API_INTERNAL_URL: z
    .string()
    .refine(
      (v) => v.split(',').every((u) => z.string().url().safeParse(u.trim()).success),
      'must be a URL, or URLs separated by commas',
    )
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

let parsed: { publicUrl: string; apiUrls: string[] } | undefined;
let turn = 0;

export function webEnv() {
  if (!parsed) {
    const result = ZWebEnv.safeParse(process.env);
    if (!result.success) {
      const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
      throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
    }
    const env = result.data;
    parsed = {
      publicUrl: env.PUBLIC_URL,
      apiUrls: (env.API_INTERNAL_URL ?? `http://127.0.0.1:${env.API_PORT}`)
        .split(',')
        .map((u) => u.trim().replace(/\/$/, '')),
    };
  }
  const { publicUrl, apiUrls } = parsed;
  // Each call takes the next API instance: the API keeps no state of its own, so any answers.
  const apiUrl = apiUrls[turn++ % apiUrls.length]!;
  return { publicUrl, apiUrl };
}
