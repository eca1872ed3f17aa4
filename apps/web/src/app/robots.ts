import type { MetadataRoute } from 'next';
import { webEnv } from '@/lib/env';

export default function robots(): MetadataRoute.Robots {
  const base = webEnv().publicUrl;
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/manager', '/administrator', '/api/'] }],
    sitemap: `${base}/sitemap.xml`,
  };
}
