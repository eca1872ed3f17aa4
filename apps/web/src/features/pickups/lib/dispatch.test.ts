import type { TPickupItem } from '@acf/shared';
import { describe, expect, it } from 'vitest';
import { planAssignment, previousAssignees, refreshSelection, unassignable, windowOptions } from './dispatch';

const lan = { id: 'u-lan', username: 'lan', fullName: 'Nguyễn Thị Lan' };
const bao = { id: 'u-bao', username: 'bao', fullName: '' };

function item(code: string, over: Partial<TPickupItem> = {}): TPickupItem {
  return {
    id: `id-${code}`,
    code,
    trackingNumber: '1234567890',
    status: 'BOOKED',
    customer: { id: 'c', code: 'KH001', name: 'Hoa Sen' },
    office: 'SOUTH',
    service: 'EXPRESS',
    carrier: 'UPS',
    cargoUnit: 'CM_KG',
    goodsDescription: 'Cà phê',
    receiverCountry: 'JP',
    pickup: {
      date: '2026-11-23',
      timeWindow: '08:00-10:00',
      address: '12 Lê Lợi',
      contactName: 'Lan',
      company: '',
      phone: '0901234567',
      city: 'Hồ Chí Minh',
      district: 'Quận 1',
    },
    piecesBooked: 1,
    bookedWeight: 2.5,
    note: '',
    assignee: null,
    assignedAt: null,
    failedAttempts: 0,
    flagged: false,
    late: false,
    ...over,
  };
}

describe('planAssignment', () => {
  const booked = item('BK1');
  const mineAlready = item('BK2', { status: 'ASSIGNED', assignee: lan });
  const othersOne = item('BK3', { status: 'ASSIGNED', assignee: bao });

  it('sends booked ones and ones of another driver, and keeps those already with the driver', () => {
    const plan = planAssignment([booked, mineAlready, othersOne], lan.id);
    expect(plan.toAssign.map((b) => b.code)).toEqual(['BK1', 'BK3']);
    expect(plan.reassigned.map((b) => b.code)).toEqual(['BK3']);
    expect(plan.unchanged.map((b) => b.code)).toEqual(['BK2']);
  });

  it('is a reassignment of every assigned one when the driver changes', () => {
    const plan = planAssignment([mineAlready, othersOne], 'u-third');
    expect(plan.toAssign).toHaveLength(2);
    expect(plan.reassigned).toHaveLength(2);
    expect(plan.unchanged).toHaveLength(0);
  });

  it('plans nothing for an empty selection', () => {
    expect(planAssignment([], lan.id)).toEqual({ toAssign: [], reassigned: [], unchanged: [] });
  });
});

describe('unassignable and previousAssignees', () => {
  it('only assigned bookings can be taken back', () => {
    const picked = [item('A'), item('B', { status: 'ASSIGNED', assignee: lan })];
    expect(unassignable(picked).map((b) => b.code)).toEqual(['B']);
  });

  it('names each previous driver once, by full name or else username', () => {
    const items = [
      item('A', { status: 'ASSIGNED', assignee: lan }),
      item('B', { status: 'ASSIGNED', assignee: lan }),
      item('C', { status: 'ASSIGNED', assignee: bao }),
      item('D'),
    ];
    expect(previousAssignees(items)).toEqual(['Nguyễn Thị Lan', 'bao']);
  });
});

describe('windowOptions', () => {
  it('merges the form windows with the seen ones, once each, earliest first, ignoring blanks', () => {
    expect(windowOptions(['14:00-17:00', '', '08:00-10:00', '08:00-12:00', 'soon'])).toEqual([
      '08:00-10:00',
      '08:00-12:00',
      '09:00-12:00',
      '13:00-17:00',
      '14:00-17:00',
      '14:00-18:00',
    ]);
  });
});

describe('refreshSelection', () => {
  it('replaces selected bookings with their fresh copy and keeps the ones on other pages', () => {
    const a = item('A');
    const b = item('B');
    const selected = new Map([
      [a.id, a],
      [b.id, b],
    ]);
    const freshA = item('A', { status: 'ASSIGNED', assignee: lan });
    const next = refreshSelection(selected, [freshA, item('C')]);
    expect([...next.keys()]).toEqual([a.id, b.id]);
    expect(next.get(a.id)?.assignee?.id).toBe(lan.id);
    expect(next.get(b.id)).toBe(b);
  });
});
