import { describe, expect, it } from 'vitest';
import { loginWithReturn, safeReturnTo } from './paths';

const FALLBACK = '/manager';

describe('safeReturnTo: only paths of this site', () => {
  it.each([
    ['/manager/create-booking', '/manager/create-booking'],
    ['/manager/booking?status=BOOKED&page=2', '/manager/booking?status=BOOKED&page=2'],
    ['/tracking?code=1000000016#top', '/tracking?code=1000000016#top'],
    ['/', '/'],
  ])('keeps %s', (value, expected) => expect(safeReturnTo(value, FALLBACK)).toBe(expected));

  it.each([
    '//evil.example',
    '//evil.example/manager',
    'https://evil.example',
    'https://evil.example/manager/booking',
    'http://localhost:3000/manager',
    'javascript:alert(1)',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    ' /manager',
    'manager/booking',
    '',
    null,
    undefined,
    `/${'a'.repeat(2001)}`,
  ])('refuses %j', (value) => expect(safeReturnTo(value, FALLBACK)).toBe(FALLBACK));
});

describe('loginWithReturn', () => {
  it('adds the path asked for, encoded, and nothing for another site or the login itself', () => {
    expect(loginWithReturn('/login', '/manager/create-booking')).toBe(
      '/login?returnTo=%2Fmanager%2Fcreate-booking',
    );
    expect(loginWithReturn('/login', '//evil.example')).toBe('/login');
    expect(loginWithReturn('/login', '/login')).toBe('/login');
  });
});
