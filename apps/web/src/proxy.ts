import { type NextRequest, NextResponse } from 'next/server';
import { webEnv } from '@/lib/env';

/**
 * The browser talks to one origin: /api/* and /uploads/* are forwarded to the API server.
 * Read at run time, so API_PORT can change without a rebuild.
 */
export function proxy(request: NextRequest) {
  const target = webEnv().apiUrl;
  const { pathname, search } = request.nextUrl;
  return NextResponse.rewrite(new URL(`${pathname}${search}`, target));
}

export const config = {
  matcher: ['/api/:path*', '/uploads/:path*'],
};
