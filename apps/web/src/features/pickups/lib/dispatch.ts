import type { TPickupItem } from '@acf/shared';

/** What "assign the selection to this staff member" will do, so the page can say it first. */
export interface AssignPlan {
  /** The bookings whose assignee changes (sent to POST /pickups/assign). */
  toAssign: TPickupItem[];
  /** Among them, the ones taken from another driver: a reassignment the dispatcher confirms. */
  reassigned: TPickupItem[];
  /** Already with this staff member: nothing to send. */
  unchanged: TPickupItem[];
}

export function planAssignment(selected: readonly TPickupItem[], assigneeId: string): AssignPlan {
  const plan: AssignPlan = { toAssign: [], reassigned: [], unchanged: [] };
  for (const b of selected) {
    if (b.status === 'ASSIGNED' && b.assignee?.id === assigneeId) {
      plan.unchanged.push(b);
      continue;
    }
    plan.toAssign.push(b);
    if (b.status === 'ASSIGNED' && b.assignee) plan.reassigned.push(b);
  }
  return plan;
}

/** The selected bookings that can be taken back from their driver (only ASSIGNED ones can). */
export function unassignable(selected: readonly TPickupItem[]): TPickupItem[] {
  return selected.filter((b) => b.status === 'ASSIGNED');
}

/** The drivers a reassignment takes bookings from, each once, for the confirmation. */
export function previousAssignees(items: readonly TPickupItem[]): string[] {
  const names = new Set<string>();
  for (const b of items) if (b.assignee) names.add(b.assignee.fullName || b.assignee.username);
  return [...names];
}

/**
 * The time-window filter's choices: the windows the booking form offers and those seen in the
 * lists loaded so far, each once, earliest first (windows are free `HH:MM-HH:MM` text).
 */
export function windowOptions(seen: Iterable<string>): string[] {
  const all = new Set<string>(COMMON_WINDOWS);
  for (const w of seen) if (/^\d{2}:\d{2}-\d{2}:\d{2}$/.test(w)) all.add(w);
  return [...all].sort();
}

/** The windows the booking form proposes. */
export const COMMON_WINDOWS = ['08:00-12:00', '09:00-12:00', '13:00-17:00', '14:00-18:00'] as const;

/**
 * Keeps the selection as the bookings themselves (not only their ids), so that a selection made
 * on one page of the list survives paging, and drops what the latest answer shows as changed.
 */
export function refreshSelection(
  selected: ReadonlyMap<string, TPickupItem>,
  fresh: readonly TPickupItem[],
): Map<string, TPickupItem> {
  const next = new Map(selected);
  for (const b of fresh) if (next.has(b.id)) next.set(b.id, b);
  return next;
}
