'use client';

import { type TPickupItem, todayInHcm } from '@acf/shared';
import { Alert, App, Button, Card, Col, Grid, Row, Select } from 'antd';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { errorText, NetworkError } from '@/lib/api-client';
import { useAssignPickups, useUnassignPickups } from '../api/assign-pickups';
import { type AssignableFilters, BOARD_REFRESH_MS, useAssignable } from '../api/get-assignable';
import { usePickupStaff } from '../api/get-pickup-staff';
import {
  planAssignment,
  previousAssignees,
  refreshSelection,
  unassignable,
  windowOptions,
} from '../lib/dispatch';
import { AssignableFiltersBar } from './assignable-filters';
import { AssignableList } from './assignable-list';
import styles from './dispatch.module.css';
import { LoadFailed } from './load-failed';
import { PickupStaffPane } from './pickup-staff-pane';

/**
 * /manager/assign-pick-up: the day's bookings to pick up on one side, the pickup staff with their
 * load on the other; a selection goes to one staff member in one call (all or nothing), or back
 * to nobody. Assigned bookings are listed by default: a flagged booking (failed attempts) is
 * always an assigned one, and reassigning starts from them.
 */
export function AssignPickUp({ onOpenBooking }: { onOpenBooking?: (id: string) => void } = {}) {
  const t = useTranslations('pickups.assign');
  const { message, modal } = App.useApp();
  const screens = Grid.useBreakpoint();
  const compact = screens.md === false;
  const [filters, setFilters] = useState<AssignableFilters>(() => ({
    date: todayInHcm(),
    // What is still to give out; the assigned ones are one switch away.
    includeAssigned: false,
    page: 1,
    pageSize: 50,
  }));
  const [selected, setSelected] = useState<Map<string, TPickupItem>>(new Map());
  const [target, setTarget] = useState<string>();
  const [error, setError] = useState<string | null>(null);
  const list = useAssignable(filters);
  const staff = usePickupStaff(filters.date, true, BOARD_REFRESH_MS);
  const assign = useAssignPickups();
  const unassign = useUnassignPickups();

  // The windows seen so far stay in the filter when a window is chosen.
  const seen = useRef(new Set<string>());
  for (const b of list.data?.results ?? []) seen.current.add(b.pickup.timeWindow);
  const windows = windowOptions(seen.current);

  // A refreshed list brings the selected bookings' new state (assignee, status).
  useEffect(() => {
    if (list.data) setSelected((prev) => (prev.size ? refreshSelection(prev, list.data.results) : prev));
  }, [list.data]);

  const picked = useMemo(() => [...selected.values()], [selected]);
  const people = staff.data?.results ?? [];
  const targetPerson = people.find((s) => s.id === target);
  const targetName = targetPerson ? targetPerson.fullName || targetPerson.username : '';
  const takeBack = unassignable(picked);
  const busy = assign.isPending || unassign.isPending;

  // The API's message names the refused codes (409) or the field (400), in the caller's language.
  const fail = (err: unknown) => setError(err instanceof NetworkError ? t('offline') : errorText(err));

  const runAssign = () => {
    if (!target) return;
    const plan = planAssignment(picked, target);
    if (plan.toAssign.length === 0) {
      message.info(t('alreadyThere', { name: targetName }));
      return;
    }
    const send = async () => {
      setError(null);
      try {
        const r = await assign.mutateAsync({
          bookingIds: plan.toAssign.map((b) => b.id),
          assigneeId: target,
        });
        message.success(t('assigned', { count: r.results.length, name: targetName }));
        setSelected(new Map());
      } catch (err) {
        fail(err);
      }
    };
    if (plan.reassigned.length === 0) return send();
    modal.confirm({
      title: t('reassignTitle'),
      content: t('reassignBody', {
        count: plan.reassigned.length,
        from: previousAssignees(plan.reassigned).join(', '),
        to: targetName,
      }),
      okText: t('reassignOk'),
      cancelText: t('cancel'),
      onOk: send,
    });
  };

  const runUnassign = () => {
    modal.confirm({
      title: t('unassignTitle', { count: takeBack.length }),
      content: t('unassignBody'),
      okText: t('unassignOk'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: async () => {
        setError(null);
        try {
          const r = await unassign.mutateAsync({ bookingIds: takeBack.map((b) => b.id) });
          message.success(t('unassigned', { count: r.results.length }));
          setSelected(new Map());
        } catch (err) {
          fail(err);
        }
      },
    });
  };

  const active = selected.size > 0;
  return (
    <div className={active ? styles.withBar : undefined}>
      <PageHeader style={{ marginTop: 0 }} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={17} xxl={18}>
          <Card
            size="small"
            title={t('bookings')}
            extra={
              list.data ? (
                <span data-testid="assignable-total">
                  {t('bookingsCount', {
                    count: list.data.totalResults,
                    capped: list.data.totalCapped ? 'yes' : 'no',
                  })}
                </span>
              ) : null
            }
          >
            <AssignableFiltersBar
              value={filters}
              onChange={(v) => {
                setFilters(v);
                setError(null);
              }}
              windows={windows}
            />
            <div
              className={[styles.bar, active && styles.barActive].filter(Boolean).join(' ')}
              data-testid="dispatch-bar"
            >
              <div className={styles.barInfo}>
                {active ? (
                  <>
                    <span className={styles.barCount} data-testid="selected-count">
                      {t('selected', { count: selected.size })}
                    </span>
                    <Button type="link" size="small" onClick={() => setSelected(new Map())}>
                      {t('clearSelection')}
                    </Button>
                    {takeBack.length > 0 && (
                      <Button
                        danger
                        size="small"
                        disabled={busy}
                        onClick={runUnassign}
                        data-testid="unassign-selected"
                      >
                        {t('unassign', { count: takeBack.length })}
                      </Button>
                    )}
                  </>
                ) : (
                  <span className={styles.muted}>{t('selectHint')}</span>
                )}
              </div>
              <div className={styles.barActions}>
                <Select<string>
                  className={styles.barStaff}
                  showSearch
                  optionFilterProp="label"
                  placeholder={t('chooseStaff')}
                  aria-label={t('chooseStaff')}
                  value={target}
                  onChange={setTarget}
                  options={people.map((s) => ({
                    value: s.id,
                    label: s.fullName || s.username,
                    username: s.username,
                    assigned: s.assigned,
                  }))}
                  optionRender={(o) => (
                    <span data-testid="assign-staff-option" data-username={o.data.username}>
                      {o.label} <span className={styles.muted}>({o.data.assigned})</span>
                    </span>
                  )}
                  data-testid="assign-staff"
                />
                <Button
                  type="primary"
                  disabled={!active || !target}
                  loading={assign.isPending}
                  onClick={runAssign}
                  data-testid="assign-selected"
                >
                  {t('assignTo')}
                </Button>
              </div>
            </div>
            {error && (
              <Alert
                type="error"
                showIcon
                closable
                onClose={() => setError(null)}
                message={t('failed')}
                description={error}
                style={{ marginBottom: 12 }}
                data-testid="assign-error"
              />
            )}
            {list.error ? (
              <LoadFailed title={t('loadFailed')} error={list.error} testId="assignable-error" />
            ) : (
              <AssignableList
                page={list.data}
                loading={list.isFetching}
                date={filters.date}
                selected={selected}
                onSelect={setSelected}
                onPage={(page, pageSize) =>
                  setFilters((f) => ({ ...f, page: pageSize === f.pageSize ? page : 1, pageSize }))
                }
                compact={compact}
                onOpen={onOpenBooking}
              />
            )}
          </Card>
        </Col>
        <Col xs={24} xl={7} xxl={6} className={styles.staffCol}>
          <Card size="small" title={t('staff')} className={styles.staffPane} data-testid="pickup-staff-pane">
            {staff.error ? (
              <LoadFailed title={t('loadFailed')} error={staff.error} />
            ) : (
              <PickupStaffPane
                staff={staff.data?.results}
                loading={staff.isFetching}
                date={filters.date}
                target={target}
                onTarget={setTarget}
              />
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
