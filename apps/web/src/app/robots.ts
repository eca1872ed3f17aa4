import type { MetadataRoute } from 'next';

export default function robots(): MetadataRoute.Robots {
  const base = process.env.PUBLIC_URL ?? 'http://localhost:3000';
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/manager', '/administrator', '/api/'] }],
    sitemap: `${base}/sitemap.xml`,
  };
}
