import {
  type ActiveStatus,
  BEFORE_PICKUP_STATUSES,
  type BookingCarrier,
  type BookingStatus,
  bookingDay,
  canTransition,
  customsIssues,
  customsTotal,
  type EventVisibility,
  isActiveStatus,
  isManifestCarrier,
  isNotifyEvent,
  isPickupDateAllowed,
  type Locale,
  MANAGER_BASE,
  type NotifyEvent,
  normalizeConsignee,
  normalizePhone,
  RECORDED_STATUS_PAGES,
  recordedStatusOf,
  type Service,
  STATUS_LABELS,
  STATUS_PUBLIC_TEXT,
  type TBooking,
  type TBookingCustoms,
  type TCheckpointRequest,
  type TCheckpointResponse,
  type TCreateBookingRequest,
  type TCustoms,
  TERMINAL_STATUSES,
  type TParty,
  type TQuoteOption,
  type TQuoteRequest,
  type TQuoteResponse,
  type TTransitionRequest,
  type TUpdateBookingRequest,
} from '@acf/shared';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, rowsOf, type Tx } from '../../db/client';
import { bookingEvents, bookingHistory, bookings, customers, idempotencyKeys } from '../../db/schema';
import { t } from '../../i18n/messages';
import { AppError, conflict, fieldError, forbidden, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth-markers';
import { placeParty } from '../divisions/resolve';
import { enqueueBookingEvent } from '../integrations/webhooks.repository';
import { queueNotifications } from '../notifications/notify';
import { holdForCredit } from '../payments/credit.service';
import { handOver, type Outcome, readScan, whereText } from '../pieces/pieces.service';
import { loadPricingBook, type Priced, type PricingBook } from '../rates/pricing';
import { nextIdentifiers } from './booking-numbers';
import { type BookingRow, findBooking, readBooking, toBooking } from './bookings.repository';
import { bookingsChanged } from './list-cache';
import {
  type PricingContext,
  type PricingInput,
  priceColumns,
  priceShipment,
  quoteOptions,
} from './surcharge-pricing';

/** Staff who may see every booking (the back office's booking pages and tools). */
export const STAFF_BOOKING_PERMISSIONS = [
  'get_list_booking',
  'manage_tracking_checkpoint',
  'manage_operate',
  'manage_history',
] as const;
/**
 * Staff who may move a booking through its workflow: the order list's bulk change
 * (`get_list_booking`), the checkpoint scanner (`manage_tracking_checkpoint`) and the
 * warehouse (`manage_operate`). See docs/decisions/005-bookings.md.
 */
export const TRANSITION_PERMISSIONS = [
  'get_list_booking',
  'manage_tracking_checkpoint',
  'manage_operate',
] as const;

const holds = (actor: Actor, perms: readonly string[]) => perms.some((p) => actor.permissions.has(p));

/**
 * The sales user whose customers bound what this caller sees, if any: a holder of
 * get_list_customer without get_all_list_customer works with their own customers (PRODUCT §1,
 * §5), in bookings as in the customer list. Operations staff without it see every booking.
 */
export function salesScopeOf(actor: Actor): string | undefined {
  if (actor.kind === 'customer') return undefined;
  return actor.permissions.has('get_list_customer') && !actor.permissions.has('get_all_list_customer')
    ? actor.userId
    : undefined;
}

/** The customers a sales user owns, as a condition on a booking's customer. */
export function ownedBySales(salesUserId: SQL | string): SQL {
  return sql`${bookings.customerId} in (select ${customers.id} from ${customers} where ${customers.salesUserId} = ${salesUserId})`;
}

/**
 * The rows a caller may see, as a WHERE condition: a customer only its own bookings, a sales
 * user those of their customers, other staff of the booking pages all of them. Anything else
 * is then simply not found (404).
 */
export function bookingScope(actor: Actor): SQL | undefined {
  if (actor.kind === 'customer')
    return actor.customerId ? eq(bookings.customerId, actor.customerId) : sql`false`;
  if (!holds(actor, STAFF_BOOKING_PERMISSIONS)) throw forbidden();
  const sales = salesScopeOf(actor);
  return sales ? ownedBySales(sales) : undefined;
}

/** bookingScope for the prepared list: the customer or sales user a list is limited to, or null for nothing. */
export function listScope(actor: Actor): { scopeCustomerId?: string; scopeSalesUserId?: string } | null {
  if (actor.kind === 'customer') return actor.customerId ? { scopeCustomerId: actor.customerId } : null;
  if (!holds(actor, STAFF_BOOKING_PERMISSIONS)) throw forbidden();
  const sales = salesScopeOf(actor);
  return sales ? { scopeSalesUserId: sales } : {};
}

/** A customer's discount, when the customer exists and (for a sales user) is theirs. */
async function customerDiscount(
  db: DbOrTx,
  customerId: string,
  salesUserId?: string,
): Promise<number | undefined> {
  const [c] = await db
    .select({ discount: customers.discountPercent })
    .from(customers)
    .where(
      and(eq(customers.id, customerId), salesUserId ? eq(customers.salesUserId, salesUserId) : undefined),
    );
  return c ? Number(c.discount) : undefined;
}

type Text = { vi: string; en: string };

/**
 * The note and the public text of an event. A note typed by staff is INTERNAL unless they
 * chose PUBLIC; a text the system writes (no typed note) is PUBLIC unless told otherwise. The
 * public text is what the customer and tracking read when the note is INTERNAL.
 */
export function eventText(
  status: BookingStatus,
  details: { note?: string; notes?: Text; visibility?: EventVisibility; publicNotes?: Text },
) {
  const publicText = details.publicNotes ?? STATUS_PUBLIC_TEXT[status];
  const typed = details.note?.trim() ?? '';
  let note = publicText;
  // Nothing typed and no text of the system's own: everyone reads the standard text.
  let visibility: EventVisibility = 'PUBLIC';
  if (typed) {
    note = { vi: typed, en: typed };
    visibility = details.visibility ?? 'INTERNAL';
  } else if (details.notes) {
    note = details.notes;
    visibility = details.visibility ?? 'PUBLIC';
  }
  return {
    noteVi: note.vi,
    noteEn: note.en,
    visibility,
    publicVi: publicText.vi,
    publicEn: publicText.en,
  };
}

/** Whose discount a create by this caller would apply; a sales user only for their own customers. */
async function discountFor(db: DbOrTx, actor: Actor, customerId: string | undefined, required: boolean) {
  if (actor.kind === 'customer') {
    if (!actor.customerId) throw forbidden();
    customerId = actor.customerId;
  } else {
    if (!actor.permissions.has('get_list_booking')) throw forbidden();
    if (!customerId) {
      if (required) throw fieldError('customerId', 'validation.required');
      return { customerId: undefined, discount: 0 };
    }
  }
  const discount = await customerDiscount(db, customerId, salesScopeOf(actor));
  if (discount === undefined) throw fieldError('customerId', 'booking.customerNotFound');
  return { customerId, discount };
}

const pricingOf = (
  input: Pick<TQuoteRequest, 'cargoUnit' | 'pieces' | 'sender' | 'receiver' | 'customs'>,
): Omit<PricingInput, 'carrier' | 'service'> => ({
  cargoUnit: input.cargoUnit,
  pieces: input.pieces,
  sender: input.sender,
  receiver: input.receiver,
  documents: input.customs?.contents === 'DOCUMENTS',
});

/** An option as the quote answers it, in the caller's language. */
function optionOf(carrier: BookingCarrier, service: Service, p: Priced): TQuoteOption {
  return {
    carrier,
    service,
    total: p.option.total,
    currency: p.option.currency,
    totalVnd: p.option.totalVnd,
    fx: p.option.fx,
    transitDays: p.option.transitDays,
    chargeableWeight: p.weights.chargeableWeight,
    lines: p.option.lines.map(({ code, label, amount, currency, explanation, counted }) => ({
      code,
      label,
      amount,
      currency,
      explanation,
      counted,
    })),
    rateCard: {
      id: p.card.id,
      name: p.card.name,
      validFrom: p.card.validFrom,
      divisor: p.card.divisor,
      step: Number(p.card.step),
    },
    ...(p.contract && { contract: p.contract }),
  };
}

/**
 * The price a create with this body would store, computed by the same code and nothing
 * written, with every other carrier and service that can carry the shipment beside it. Staff
 * may ask before choosing the customer: the quote then has no discount and no contract.
 */
export async function quoteBooking(
  db: DbOrTx,
  actor: Actor,
  input: TQuoteRequest,
  locale: Locale,
): Promise<TQuoteResponse> {
  const { customerId, discount } = await discountFor(db, actor, input.customerId, false);
  const ctx: PricingContext = {
    day: bookingDay(new Date()),
    customer: customerId ? { id: customerId, discountPercent: discount } : null,
    locale,
  };
  const book = await loadPricingBook(db, ctx.day, ctx.customer);
  const shipment = pricingOf(input);
  const options = await quoteOptions(db, shipment, ctx, book);
  let chosen: { carrier: BookingCarrier; service: Service; priced: Priced } | undefined;
  if (input.carrier && input.service)
    chosen = {
      carrier: input.carrier,
      service: input.service,
      priced: await priceShipment(
        db,
        { ...shipment, carrier: input.carrier, service: input.service },
        ctx,
        book,
      ),
    };
  else {
    chosen = options.find(
      (o) =>
        (!input.carrier || o.carrier === input.carrier) && (!input.service || o.service === input.service),
    );
    if (!chosen)
      throw fieldError('receiver.country', 'rates.noOption', {
        country: input.receiver.country.toUpperCase(),
      });
  }
  const { priced } = chosen;
  const price = priced.price;
  return {
    carrier: chosen.carrier,
    service: chosen.service,
    chargeableWeight: priced.weights.chargeableWeight,
    baseFee: price.baseFee,
    // Only the lines the total counts (a fee kept in another currency is not added to it).
    surcharges: priced.option.lines
      .filter((l) => l.counted && price.surcharges.some((s) => s.code === l.code))
      .map((l) => ({ code: l.code, label: l.label, amount: l.amount, reason: l.explanation })),
    discount: price.discount,
    total: price.total,
    currency: price.currency,
    totalVnd: priced.option.totalVnd,
    lines: optionOf(chosen.carrier, chosen.service, priced).lines,
    options: options.map((o) => optionOf(o.carrier, o.service, o.priced)),
  };
}

/**
 * A party as stored: its phone in E.164 with the number as typed beside it, a receiver's JP
 * postal code and KR customs code in their one writing, and in Vietnam its province and commune
 * (see placeParty). A phone already stored (an edit sending the party back) keeps what was typed.
 */
function storedParty(p: TParty, field: 'sender' | 'receiver'): TParty {
  const phone = normalizePhone(p.phone, p.country);
  const phoneTyped = phone === p.phone && p.phoneTyped ? p.phoneTyped : p.phone;
  const party = field === 'receiver' ? normalizeConsignee(p) : p;
  return placeParty({ ...party, phone, phoneTyped }, field);
}

/**
 * The customs block as stored: the invoice number is the booking code unless one is given, the
 * invoice date the day it is booked (Ho Chi Minh) unless one is given.
 */
export function storedCustoms(customs: TCustoms | undefined, code: string, day: string): TBookingCustoms {
  return {
    contents: customs?.contents ?? 'GOODS',
    invoiceNumber: customs?.invoiceNumber || code,
    invoiceDate: customs?.invoiceDate || day,
    reasonForExport: customs?.reasonForExport ?? 'SALE',
    items: (customs?.items ?? []).map((i) => ({ ...i, weight: i.weight ?? null })),
  };
}

/** The declared value: as sent, else the goods lines' total (the contract asked for one of them). */
export const declaredValueOf = (input: Pick<TCreateBookingRequest, 'declaredValue' | 'customs'>) =>
  input.declaredValue ?? customsTotal(input.customs?.items ?? []);

export interface CreateResult {
  id: string;
  replayed: boolean;
}

/** Creates a booking: identifiers from the database, price from the shared engine, first event, audit row. */
export async function createBooking(
  db: Db,
  actor: Actor,
  input: TCreateBookingRequest,
  opts: { idempotencyKey?: string; now?: Date; tx?: Tx; books?: Map<string, PricingBook> } = {},
): Promise<CreateResult> {
  const found = await discountFor(opts.tx ?? db, actor, input.customerId, true);
  const customerId = found.customerId!;
  const now = opts.now ?? new Date();
  const ctx: PricingContext = {
    day: bookingDay(now),
    customer: { id: customerId, discountPercent: found.discount },
  };
  // An import prices many rows of one customer and day from one read of the cards.
  const bookKey = `${ctx.day}|${customerId}`;
  let book = opts.books?.get(bookKey);
  if (!book) {
    book = await loadPricingBook(opts.tx ?? db, ctx.day, ctx.customer);
    opts.books?.set(bookKey, book);
  }
  const priced = await priceShipment(
    opts.tx ?? db,
    { ...pricingOf(input), carrier: input.carrier, service: input.service },
    ctx,
    book,
  );

  // Taken before the transaction: a number from this instance's block (see booking-numbers.ts).
  // A replayed request leaves its number unused, as a rolled-back one does.
  const outside = opts.tx ? undefined : await nextIdentifiers(now, db);

  const run = async (tx: Tx): Promise<CreateResult> => {
    if (opts.idempotencyKey) {
      const claimed = await tx
        .insert(idempotencyKeys)
        .values({ userId: actor.userId, key: opts.idempotencyKey })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length === 0) {
        // A retry: the first request committed its booking under this key.
        const [prior] = await tx
          .select({ bookingId: idempotencyKeys.bookingId })
          .from(idempotencyKeys)
          .where(and(eq(idempotencyKeys.userId, actor.userId), eq(idempotencyKeys.key, opts.idempotencyKey)));
        if (prior?.bookingId) return { id: prior.bookingId, replayed: true };
      }
    }
    const ids = outside ?? (await nextIdentifiers(now, db, tx));
    const [row] = await tx
      .insert(bookings)
      .values({
        ...ids,
        customerId,
        status: 'BOOKED',
        service: input.service,
        carrier: input.carrier,
        office: input.office,
        sender: storedParty(input.sender, 'sender'),
        receiver: storedParty(input.receiver, 'receiver'),
        receiverName: input.receiver.name,
        receiverCountry: input.receiver.country,
        cargoUnit: input.cargoUnit,
        pieces: input.pieces,
        goodsDescription: input.goodsDescription,
        declaredValue: declaredValueOf(input),
        currency: input.currency,
        incoterm: input.incoterm,
        customs: storedCustoms(input.customs, ids.code, bookingDay(now)),
        codAmount: input.codAmount ?? null,
        pickupDate: input.pickup.date,
        pickupTimeWindow: input.pickup.timeWindow,
        pickupAddress: input.pickup.address,
        note: input.note,
        ...priced.weights,
        ...priceColumns(priced),
        lastEventAt: now,
        createdAt: now,
        updatedAt: now,
        createdBy: actor.userId,
        updatedBy: actor.userId,
        // Made with a test-mode API key: kept out of operations (issue 24).
        isTest: actor.apiKey?.mode === 'test',
      })
      .returning({ id: bookings.id, code: bookings.code });
    // Past its credit limit, or with an invoice long overdue: booked, but held for a manager.
    await holdForCredit(tx, row!.id, bookingDay(now));
    const [event] = await tx
      .insert(bookingEvents)
      .values({
        bookingId: row!.id,
        status: 'BOOKED',
        place: input.sender.city,
        ...eventText('BOOKED', {}),
        occurredAt: now,
        actorId: actor.userId,
      })
      .returning({ id: bookingEvents.id });
    await queueNotifications(tx, 'BOOKED', event!.id);
    await enqueueBookingEvent(tx, 'booking.created', event!.id);
    await tx.insert(bookingHistory).values({
      bookingId: row!.id,
      field: 'created',
      before: null,
      after: row!.code,
      userId: actor.userId,
      at: now,
    });
    if (opts.idempotencyKey)
      await tx
        .update(idempotencyKeys)
        .set({ bookingId: row!.id })
        .where(and(eq(idempotencyKeys.userId, actor.userId), eq(idempotencyKeys.key, opts.idempotencyKey)));
    return { id: row!.id, replayed: false };
  };
  // Inside a caller's transaction the caller reports the change once it commits.
  return opts.tx ? run(opts.tx) : changing(db, () => db.transaction((tx) => run(tx)));
}

export async function getBooking(db: Db, actor: Actor, id: string, locale: Locale = 'vi') {
  const scope = listScope(actor);
  const row = scope && (await readBooking(db, id, scope));
  if (!row) throw notFound('booking.notFound');
  return forCaller(toBooking(row, locale), actor);
}

/** A customer reads where and when its pieces were seen, never the staff member who scanned them. */
function forCaller(b: TBooking, actor: Actor): TBooking {
  if (actor.kind !== 'customer') return b;
  return {
    ...b,
    pieces: b.pieces.map((p) => ({
      ...p,
      lastSeen: p.lastSeen && { ...p.lastSeen, by: null },
    })),
  };
}

const str = (v: unknown) => (v == null ? null : typeof v === 'object' ? JSON.stringify(v) : String(v));
/** JSON with its keys sorted: a jsonb column reads back in its own key order. */
const canonical = (v: unknown): string =>
  JSON.stringify(v, (_k, x) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => a.localeCompare(b)))
      : x,
  );

/** The edited fields as audit rows; parties are compared field by field. */
function diff(
  before: BookingRow,
  patch: TUpdateBookingRequest,
): { field: string; before: string | null; after: string | null }[] {
  const out: { field: string; before: string | null; after: string | null }[] = [];
  const columns: Record<string, unknown> = {
    service: before.service,
    carrier: before.carrier,
    office: before.office,
    cargoUnit: before.cargoUnit,
    pieces: before.pieces,
    goodsDescription: before.goodsDescription,
    declaredValue: Number(before.declaredValue),
    currency: before.currency,
    incoterm: before.incoterm,
    customs: before.customs,
    codAmount: before.codAmount == null ? null : Number(before.codAmount),
    pickup: {
      date: String(before.pickupDate),
      timeWindow: before.pickupTimeWindow,
      address: before.pickupAddress,
    },
    note: before.note,
  };
  for (const [k, v] of Object.entries(patch)) {
    if (v === undefined) continue;
    if (k === 'sender' || k === 'receiver') {
      const old = before[k] as unknown as Record<string, unknown>;
      for (const [f, nv] of Object.entries(v as Record<string, unknown>))
        if (str(old[f] ?? '') !== str(nv))
          out.push({ field: `${k}.${f}`, before: str(old[f] ?? ''), after: str(nv) });
    } else if (k === 'customs' ? canonical(columns[k]) !== canonical(v) : str(columns[k]) !== str(v))
      out.push({ field: k, before: str(columns[k]), after: str(v) });
  }
  return out;
}

/**
 * Edits a booking. A customer only while BOOKED; staff before pickup with the booking pages'
 * permission; from pickup on only operations staff (`manage_operate`). Every change is audited.
 * The price is recomputed while the booking is still before pickup.
 */
export async function updateBooking(
  db: Db,
  actor: Actor,
  id: string,
  input: TUpdateBookingRequest,
  locale: Locale = 'vi',
) {
  // Phones compared and stored as they are kept (E.164), so an unchanged one is no change.
  const patch: TUpdateBookingRequest = {
    ...input,
    ...(input.sender && { sender: storedParty(input.sender, 'sender') }),
    ...(input.receiver && { receiver: storedParty(input.receiver, 'receiver') }),
  };
  return changing(db, () =>
    db.transaction(async (tx) => {
      const found = await findBooking(tx, id, bookingScope(actor), true);
      if (!found) throw notFound('booking.notFound');
      const b = found.b;
      // The same number typed another way is no change: the party keeps what was typed first.
      for (const who of ['sender', 'receiver'] as const) {
        const sent = patch[who];
        if (sent && sent.phone === b[who].phone) patch[who] = { ...sent, phoneTyped: b[who].phoneTyped };
      }
      const status = b.status as BookingStatus;
      if ((TERMINAL_STATUSES as readonly string[]).includes(status))
        throw conflict('booking.notEditable', undefined, { status });
      const beforePickup = (BEFORE_PICKUP_STATUSES as readonly string[]).includes(status);
      if (actor.kind === 'customer') {
        if (status !== 'BOOKED') throw conflict('booking.customerEditOnlyBooked');
      } else if (!beforePickup) {
        if (!actor.permissions.has('manage_operate'))
          throw new AppError('FORBIDDEN', 403, 'booking.editAfterPickupOperations');
      } else if (!holds(actor, ['get_list_booking', 'manage_operate'])) throw forbidden();
      // Only a new or changed pickup date is checked: it must be today in Ho Chi Minh or later
      // (today itself is fine). An edit that leaves the pickup out, or sends the stored date back
      // (the pickup is sent whole, so a new time window repeats the date), is accepted even once
      // that day is over, so an older booking stays editable. The contract cannot tell these
      // apart, as it does not know the stored date; the create contract checks every date.
      if (
        patch.pickup &&
        patch.pickup.date !== String(b.pickupDate) &&
        !isPickupDateAllowed(patch.pickup.date)
      )
        throw fieldError('pickup.date', 'validation.pickupPast');

      // Customs: the block is sent whole; its defaults are the stored booking's code and day.
      if (patch.customs) {
        const stored = b.customs;
        (patch as { customs?: TBookingCustoms }).customs = storedCustoms(
          patch.customs,
          b.code,
          stored?.invoiceDate ?? bookingDay(b.createdAt),
        );
        // Lines sent without a value: the value follows the lines.
        if (patch.declaredValue === undefined && patch.customs.items.length > 0)
          patch.declaredValue = customsTotal(patch.customs.items);
      }
      const nextCustoms = (patch.customs as TBookingCustoms | undefined) ?? b.customs;
      const receiverCountry = patch.receiver?.country ?? b.receiverCountry;
      for (const issue of customsIssues({
        receiverCountry,
        declaredValue: patch.declaredValue ?? Number(b.declaredValue),
        customs: nextCustoms,
      })) {
        // A booking made before goods lines keeps its single description until its customs or
        // its destination is edited.
        const touched = patch.customs !== undefined || receiverCountry !== b.receiverCountry;
        if (issue.message === 'validation.customsItemsRequired' && !touched) continue;
        throw fieldError(issue.path.join('.'), issue.message);
      }

      const changes = diff(b, patch);
      if (changes.length === 0) return forCaller(toBooking(found, locale), actor);
      const next = {
        service: patch.service ?? b.service,
        carrier: patch.carrier ?? b.carrier,
        cargoUnit: patch.cargoUnit ?? b.cargoUnit,
        pieces: patch.pieces ?? b.pieces,
        sender: patch.sender ?? b.sender,
        receiver: patch.receiver ?? b.receiver,
        documents: ((patch.customs as TBookingCustoms | undefined) ?? b.customs)?.contents === 'DOCUMENTS',
      } as PricingInput;
      const discount = (await customerDiscount(tx, b.customerId)) ?? 0;
      // Priced as on the day it was booked; the same line keeps the card that priced it.
      const sameLine = next.carrier === b.carrier && next.service === b.service;
      const priced = await priceShipment(tx, next, {
        day: bookingDay(b.createdAt),
        customer: { id: b.customerId, discountPercent: beforePickup ? discount : Number(b.discountPercent) },
        pinCardId: sameLine ? b.rateCardId : null,
      });
      const { weights, price } = priced;
      const now = new Date();
      const set: Partial<typeof bookings.$inferInsert> = {
        ...(patch.service && { service: patch.service }),
        ...(patch.carrier && { carrier: patch.carrier }),
        ...(patch.office && { office: patch.office }),
        ...(patch.sender && { sender: patch.sender }),
        ...(patch.receiver && {
          receiver: patch.receiver,
          receiverName: patch.receiver.name,
          receiverCountry: patch.receiver.country,
        }),
        ...(patch.cargoUnit && { cargoUnit: patch.cargoUnit }),
        ...(patch.pieces && { pieces: patch.pieces }),
        ...(patch.goodsDescription !== undefined && { goodsDescription: patch.goodsDescription }),
        ...(patch.declaredValue !== undefined && { declaredValue: patch.declaredValue }),
        ...(patch.currency && { currency: patch.currency }),
        ...(patch.incoterm && { incoterm: patch.incoterm }),
        ...(patch.customs && { customs: patch.customs as TBookingCustoms }),
        ...(patch.codAmount !== undefined && { codAmount: patch.codAmount ?? null }),
        ...(patch.pickup && {
          pickupDate: patch.pickup.date,
          pickupTimeWindow: patch.pickup.timeWindow,
          pickupAddress: patch.pickup.address,
        }),
        ...(patch.note !== undefined && { note: patch.note }),
        ...weights,
        updatedAt: now,
        updatedBy: actor.userId,
      };
      // Before pickup the quote follows the shipment; after pickup the agreed price stays.
      if (beforePickup) {
        Object.assign(set, priceColumns(priced));
        if (Number(b.total) !== price.total)
          changes.push({ field: 'price.total', before: String(Number(b.total)), after: String(price.total) });
      }
      await tx.update(bookings).set(set).where(eq(bookings.id, id));
      await tx
        .insert(bookingHistory)
        .values(changes.map((c) => ({ ...c, bookingId: id, userId: actor.userId, at: now })));
      const updated = await findBooking(tx, id, undefined);
      return forCaller(toBooking(updated!, locale), actor);
    }),
  );
}

export interface TransitionDetails {
  place: string;
  /** Typed by staff: INTERNAL unless `visibility` says PUBLIC. */
  note: string;
  time?: Date;
  /** A text the system writes in both languages (PUBLIC unless `visibility` says otherwise). */
  notes?: Text;
  visibility?: EventVisibility;
  /** What the public reads instead of an INTERNAL note; the status's standard text by default. */
  publicNotes?: Text;
  /** DELIVERED: who received it (the proof of delivery's name; the booking's receiver if none). */
  receiverName?: string;
  /**
   * The hand-over of the scan that moves these bookings (ADR 033), its pieces already recorded
   * (`handOver` with `setBy`): set in the same statement as the status, with the missing-pieces
   * flag from the booking's own pieces. Each booking is then written once: a second UPDATE of the
   * same 500 rows cost a 500-parcel receive another 60–90 ms (every index of every row again).
   */
  handover?: string;
}

/** Applies one status change to a locked booking row: event, audit row, exception memory. */
export async function applyTransition(
  tx: Tx,
  b: BookingRow,
  to: BookingStatus,
  actor: Actor,
  details: TransitionDetails,
) {
  await applyTransitions(tx, [b], to, actor, details);
}

/** Rows per statement of a batch: well under PostgreSQL's 65,535 parameters per statement. */
const BATCH_ROWS = 1000;

/**
 * The same status change for many locked booking rows (a trolley received, a manifest's
 * shipments): each booking ends as one `applyTransition` would leave it, with its event, its
 * e-mails, its webhooks and its audit row; but in five statements per thousand bookings instead
 * of five per booking.
 */
export async function applyTransitions(
  tx: Tx,
  rows: BookingRow[],
  to: BookingStatus,
  actor: Actor,
  details: TransitionDetails,
) {
  // A test booking (issue 24) never reaches operations: it may only be cancelled.
  if (to !== 'CANCELLED' && rows.some((b) => b.isTest))
    throw new AppError('TEST_BOOKING', 409, 'booking.testOnlyCancel');
  const now = new Date();
  const at = details.time ?? now;
  const text = eventText(to, details);
  for (let i = 0; i < rows.length; i += BATCH_ROWS) {
    const chunk = rows.slice(i, i + BATCH_ROWS);
    // One array of ids, not a parameter per booking: the statements are built once, and a
    // trolley of 500 no longer spends its time in the query builder.
    const ids = `{${chunk.map((b) => b.id).join(',')}}`;
    await tx
      .update(bookings)
      .set({
        status: to,
        // The state it left, to go back to (the old status: SET reads the row before the change).
        exceptionFrom: to === 'EXCEPTION' ? sql`${bookings.status}` : null,
        // Back to BOOKED (an assignment withdrawn): nobody is sent for it any more.
        ...(to === 'BOOKED' && { assigneeId: null, assignedAt: null, assignedBy: null }),
        ...(details.handover !== undefined && {
          handover: details.handover,
          piecesMissing: sql`exists (select 1 from booking_pieces p where p.booking_id = "bookings"."id"
            and p.last_handover is distinct from ${details.handover})`,
        }),
        lastEventAt: at,
        updatedAt: now,
        updatedBy: actor.userId,
      })
      .where(sql`${bookings.id} = any(${ids}::uuid[])`);
    const events = (
      await rowsOf<{ id: string; booking_id: string }>(
        tx,
        sql`insert into booking_events (booking_id, status, place, note_vi, note_en, visibility,
            public_vi, public_en, occurred_at, actor_id)
          select u.b, ${to}::text, ${details.place}::text, ${text.noteVi}::text, ${text.noteEn}::text,
            ${text.visibility}::text, ${text.publicVi}::text, ${text.publicEn}::text,
            ${at}::timestamptz, ${actor.userId}::uuid
          from unnest(${ids}::uuid[]) as u(b)
          returning id, booking_id`,
      )
    ).map((e) => ({ id: e.id, bookingId: e.booking_id }));
    // The customer hears of each step (issue 20), in this transaction; a return from an exception
    // to the state it left is not a new step.
    if (isNotifyEvent(to)) {
      const returning = new Set(chunk.filter((b) => b.status === 'EXCEPTION').map((b) => b.id));
      const told = events.filter((e) => !returning.has(e.bookingId)).map((e) => e.id);
      if (told.length) await queueNotifications(tx, to, told, { receiverName: details.receiverName });
    }
    // The customers' webhooks hear of every status change (issue 24), in this transaction.
    await enqueueBookingEvent(
      tx,
      'booking.status_changed',
      events.map((e) => e.id),
    );
    await tx.execute(sql`insert into booking_history (booking_id, field, before, after, user_id, at)
      select u.b, 'status', u.before, ${to}::text, ${actor.userId}::uuid, ${now}::timestamptz
      from unnest(${ids}::uuid[], ${`{${chunk.map((b) => b.status).join(',')}}`}::text[]) as u(b, before)`);
  }
}

/**
 * A tracking event that does not change the status (a failed pickup attempt, a reassignment),
 * with its audit row when a field changed.
 */
export async function recordEvent(
  tx: Tx,
  b: BookingRow,
  actor: Actor,
  details: {
    notes: Text;
    /** PUBLIC by default: the system's own wording. */
    visibility?: EventVisibility;
    /** What the public reads when the note is INTERNAL; '' keeps the event in the back office. */
    publicNotes?: Text;
    place?: string;
    time?: Date;
    audit?: { field: string; before: string | null; after: string | null };
    /** The e-mail this event sends (a failed pickup). */
    notify?: NotifyEvent;
  },
) {
  const now = new Date();
  const at = details.time ?? now;
  await tx
    .update(bookings)
    .set({
      lastEventAt: sql`greatest(${bookings.lastEventAt}, ${at})`,
      updatedAt: now,
      updatedBy: actor.userId,
    })
    .where(eq(bookings.id, b.id));
  const [event] = await tx
    .insert(bookingEvents)
    .values({
      bookingId: b.id,
      status: b.status,
      place: details.place ?? '',
      noteVi: details.notes.vi,
      noteEn: details.notes.en,
      visibility: details.visibility ?? 'PUBLIC',
      publicVi: details.publicNotes?.vi ?? '',
      publicEn: details.publicNotes?.en ?? '',
      occurredAt: at,
      actorId: actor.userId,
    })
    .returning({ id: bookingEvents.id });
  if (details.notify) await queueNotifications(tx, details.notify, event!.id);
  if (details.audit)
    await tx
      .insert(bookingHistory)
      .values({ bookingId: b.id, ...details.audit, userId: actor.userId, at: now });
  return event!.id;
}

/** The booking travels on one of the company's manifest lines (Yamato, K-Cargo). */
export const onManifestLine = (b: Pick<BookingRow, 'carrier'>) => isManifestCarrier(b.carrier);

export function allowed(b: BookingRow, to: BookingStatus) {
  if (b.isTest && to !== 'CANCELLED') return false;
  return canTransition(
    b.status as BookingStatus,
    to,
    b.exceptionFrom && isActiveStatus(b.exceptionFrom as BookingStatus)
      ? (b.exceptionFrom as ActiveStatus)
      : null,
  );
}

/** Moves a booking along the workflow; anything outside the graph is a 409. */
export async function transitionBooking(db: Db, actor: Actor, id: string, req: TTransitionRequest) {
  return changing(db, () =>
    db.transaction(async (tx) => {
      const found = await findBooking(tx, id, bookingScope(actor), true);
      if (!found) throw notFound('booking.notFound');
      const b = found.b;
      if (actor.kind === 'customer') {
        // A customer may only call off its own booking before anyone is sent for it.
        if (req.to !== 'CANCELLED' || b.status !== 'BOOKED')
          throw new AppError('FORBIDDEN', 403, 'booking.customerCancelOnly');
      } else if (!holds(actor, TRANSITION_PERMISSIONS)) throw forbidden();
      const recorded = recordedStatusOf(b.status as BookingStatus, req.to, onManifestLine(b));
      if (recorded && allowed(b, req.to))
        throw new AppError('STATUS_HAS_OWN_ROUTE', 409, `booking.ownRoute.${recorded}`, {
          page: `${MANAGER_BASE}${RECORDED_STATUS_PAGES[recorded]}`,
        });
      if (!allowed(b, req.to))
        throw new AppError('INVALID_TRANSITION', 409, 'booking.transitionNotAllowed', {
          from: b.status,
          to: req.to,
        });
      await applyTransition(tx, b, req.to, actor, {
        place: req.place,
        note: req.note,
        // A customer's own words (why it cancels) are its to read.
        visibility: actor.kind === 'customer' ? 'PUBLIC' : req.visibility,
      });
      const updated = await findBooking(tx, id, undefined);
      return forCaller(toBooking(updated!), actor);
    }),
  );
}

/**
 * One checkpoint for many numbers; every number gets its own answer, none is silently skipped.
 * A piece id is its booking's number for the checkpoint, and the pieces scanned are recorded as
 * the checkpoint's hand-over (`pieceScans`, issue 35).
 */
export async function applyCheckpoint(
  db: Db,
  actor: Actor,
  req: TCheckpointRequest,
  locale: Locale,
): Promise<TCheckpointResponse> {
  const read = readScan(req.trackingNumbers);
  const numbers = [...read.groups.keys()];
  return changing(db, () =>
    db.transaction(async (tx) => {
      const rows = numbers.length
        ? await tx
            .select()
            .from(bookings)
            .where(inArray(bookings.trackingNumber, numbers))
            .orderBy(bookings.id)
            .for('update')
        : [];
      const byNumber = new Map(rows.map((r) => [r.trackingNumber, r]));
      const time = req.time ? new Date(req.time) : undefined;
      const answers = new Map<string, Omit<TCheckpointResponse['results'][number], 'trackingNumber'>>();
      const outcomes = new Map<string, Outcome>();
      const where = whereText('CHECKPOINT', { place: req.place });
      for (const n of numbers) {
        const b = byNumber.get(n);
        if (!b) {
          answers.set(n, { result: 'UNKNOWN', status: null, message: t(locale, 'checkpoint.unknown') });
          continue;
        }
        const applied = () => {
          answers.set(n, { result: 'APPLIED', status: req.status, message: t(locale, 'checkpoint.applied') });
          outcomes.set(n, { kind: 'record', bookingId: b.id, where });
        };
        const refused = (message: string) => {
          answers.set(n, { result: 'NOT_ALLOWED', status: b.status as BookingStatus, message });
          outcomes.set(n, { kind: 'not_allowed', bookingId: b.id, status: b.status });
        };
        // Already there: a location scan, an event at the place with no change of status.
        if (
          b.status === req.status &&
          req.status !== 'CANCELLED' &&
          req.status !== 'DELIVERED' &&
          !b.isTest
        ) {
          await recordEvent(tx, b, actor, {
            notes: { vi: req.note, en: req.note },
            visibility: req.visibility,
            publicNotes: STATUS_PUBLIC_TEXT[req.status],
            place: req.place,
            time,
          });
          applied();
          continue;
        }
        const recorded = recordedStatusOf(b.status as BookingStatus, req.status, onManifestLine(b));
        if (recorded && allowed(b, req.status)) {
          refused(
            t(locale, `booking.ownRoute.${recorded}`, {
              page: `${MANAGER_BASE}${RECORDED_STATUS_PAGES[recorded]}`,
            }),
          );
          continue;
        }
        if (!allowed(b, req.status)) {
          refused(
            t(locale, 'checkpoint.notAllowed', {
              from: STATUS_LABELS[b.status as BookingStatus][locale],
              to: STATUS_LABELS[req.status][locale],
            }),
          );
          continue;
        }
        await applyTransition(tx, b, req.status, actor, {
          place: req.place,
          note: req.note,
          visibility: req.visibility,
          time,
        });
        applied();
      }
      const pieceScans = await handOver(
        tx,
        { kind: 'CHECKPOINT', key: `CHECKPOINT:${req.status}:${req.place}`, at: time ?? new Date() },
        actor,
        read,
        outcomes,
        locale,
      );
      const results: TCheckpointResponse['results'] = read.codes.map((c) =>
        c.kind === 'invalid'
          ? {
              trackingNumber: c.code,
              result: 'INVALID',
              status: null,
              message: t(locale, 'checkpoint.invalid'),
            }
          : { trackingNumber: c.code, ...answers.get(c.trackingNumber)! },
      );
      return { applied: results.filter((r) => r.result === 'APPLIED').length, results, pieceScans };
    }),
  );
}

/** Runs a write to bookings, then drops the cached list totals (see list-cache.ts). */
export async function changing<T>(db: DbOrTx, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } finally {
    bookingsChanged(db);
  }
}
