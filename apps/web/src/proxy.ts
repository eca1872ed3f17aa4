import { type NextRequest, NextResponse } from 'next/server';
import { webEnv } from '@/lib/env';

/**
 * The page's Content-Security-Policy: scripts only with this response's nonce (Next.js puts it
 * on its own script tags, read from the request's header) or loaded by such a script; no eval
 * outside development (React's dev tools need it); never framed. Styles may be inline (Ant
 * Design writes its CSS at run time). Every page is rendered per request already (the language
 * comes from a cookie), so the nonce costs no static page.
 */
export function contentSecurityPolicy(nonce: string, dev: boolean) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? ' ws: wss:' : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The browser talks to one origin: /api/* and /uploads/* are forwarded to the API server (read
 * at run time, so API_PORT can change without a rebuild). Pages get their nonce and policy.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (/^\/(api|uploads)(\/|$)/.test(pathname))
    return NextResponse.rewrite(new URL(`${pathname}${search}`, webEnv().apiUrl));
  const nonce = btoa(crypto.randomUUID());
  const policy = contentSecurityPolicy(nonce, process.env.NODE_ENV === 'development');
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', policy);
  return response;
}

export const config = {
  matcher: [
    '/api/:path*',
    '/uploads/:path*',
    // Pages: not the built files, images and icons (no script runs from them).
    '/((?!_next/static|_next/image|favicon.ico|icon.svg|apple-icon.png|robots.txt|sitemap.xml|manifest.webmanifest).*)',
  ],
};
