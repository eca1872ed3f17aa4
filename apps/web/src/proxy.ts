import { type NextRequest, NextResponse } from 'next/server';

/**
 * The browser talks to one origin: /api/* and /uploads/* are forwarded to the API server.
 * Read at run time, so API_PORT can change without a rebuild.
 */
export function proxy(request: NextRequest) {
  const target = process.env.API_INTERNAL_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? '4000'}`;
  const { pathname, search } = request.nextUrl;
  return NextResponse.rewrite(new URL(`${pathname}${search}`, target));
}

export const config = {
  matcher: ['/api/:path*', '/uploads/:path*'],
};
