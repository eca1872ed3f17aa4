import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const config: NextConfig = {
  transpilePackages: ['@acf/shared'],
  poweredByHeader: false,
  // Type-checking runs on its own (`npm run typecheck`): a failed build would delete .next.
  typescript: { ignoreBuildErrors: true },
  images: {
    // The seed's image widths (§9); quality 75 is the default.
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
    qualities: [75],
    remotePatterns: [
      { protocol: 'http', hostname: '127.0.0.1' },
      { protocol: 'http', hostname: 'localhost' },
    ],
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'DENY' },
          { key: 'Permissions-Policy', value: 'camera=(self), geolocation=(self)' },
        ],
      },
    ];
  },
  experimental: {
    // Unknown addresses get app/global-not-found.tsx (header, 404, footer), so the root
    // not-found, which every page's payload carries, can stay small.
    globalNotFound: true,
    optimizePackageImports: ['antd', '@ant-design/icons', '@acf/shared'],
  },
};

export default withNextIntl(config);
