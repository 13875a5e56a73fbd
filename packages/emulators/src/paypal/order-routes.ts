import type { FastifyInstance } from 'fastify';
import { isJsonObject, requestReplay, wantsRepresentation, type PaypalContext } from './context';
import { resourceNotFound, sendPaypalError, type PaypalIssue } from './errors';
import { parseMoney } from './money';
import { minimalOrderJson, orderJson } from './representation';
import { now, paypalId, type EmulatedOrder } from './state';

const optionalText = (value: unknown, max: number) =>
  typeof value === 'string' && value.length > 0 ? value.slice(0, max) : undefined;

type Parsed =
  | { ok: true; order: Omit<EmulatedOrder, 'id' | 'createTime' | 'updateTime' | 'behaviour' | 'calls'> }
  | { ok: false; status: 400 | 422; issue: PaypalIssue };

/** Validates a create-order body as PayPal does, for the parts the emulator supports. */
function parseCreate(body: unknown): Parsed {
  if (!isJsonObject(body)) return { ok: false, status: 400, issue: { issue: 'MALFORMED_REQUEST_JSON' } };
  if (body.intent === undefined)
    return { ok: false, status: 400, issue: { issue: 'MISSING_REQUIRED_PARAMETER', field: '/intent' } };
  if (body.intent !== 'CAPTURE' && body.intent !== 'AUTHORIZE') {
    return {
      ok: false,
      status: 400,
      issue: { issue: 'INVALID_PARAMETER_VALUE', field: '/intent', value: JSON.stringify(body.intent) },
    };
  }
  const units = body.purchase_units;
  if (!Array.isArray(units) || units.length === 0) {
    return { ok: false, status: 400, issue: { issue: 'MISSING_REQUIRED_PARAMETER', field: '/purchase_units' } };
  }
  if (units.length > 1) {
    return {
      ok: false,
      status: 400,
      issue: {
        issue: 'INVALID_ARRAY_MAX_ITEMS',
        field: '/purchase_units',
        description: 'The emulator takes one purchase unit.',
      },
    };
  }
  const unit: unknown = units[0];
  if (!isJsonObject(unit) || !isJsonObject(unit.amount)) {
    return {
      ok: false,
      status: 400,
      issue: { issue: 'MISSING_REQUIRED_PARAMETER', field: "/purchase_units/@reference_id=='default'/amount" },
    };
  }
  const amount = parseMoney(unit.amount, "/purchase_units/@reference_id=='default'/amount");
  if (!amount.ok) {
    const status = amount.issue === 'INVALID_PARAMETER_SYNTAX' ? 400 : 422;
    return { ok: false, status, issue: { issue: amount.issue, field: amount.field } };
  }
  const source =
    isJsonObject(body.payment_source) && isJsonObject(body.payment_source.paypal) ? body.payment_source.paypal : {};
  const experience = isJsonObject(source.experience_context)
    ? source.experience_context
    : isJsonObject(body.application_context)
      ? body.application_context
      : {};
  return {
    ok: true,
    order: {
      intent: body.intent,
      status: 'CREATED',
      minor: amount.minor,
      currency: amount.currency,
      referenceId: optionalText(unit.reference_id, 256) ?? 'default',
      customId: optionalText(unit.custom_id, 127),
      invoiceId: optionalText(unit.invoice_id, 127),
      description: optionalText(unit.description, 127),
      brandName: optionalText(experience.brand_name, 127),
      returnUrl: optionalText(experience.return_url, 4000),
      cancelUrl: optionalText(experience.cancel_url, 4000),
    },
  };
}

/** POST /v2/checkout/orders and GET /v2/checkout/orders/{id}. */
export function registerOrderRoutes(app: FastifyInstance, ctx: PaypalContext): void {
  const { state } = ctx;

  app.post('/v2/checkout/orders', async (request, reply) => {
    const replay = requestReplay(state, request, 'create');
    if (replay.earlier) {
      const known = state.orders.get(String((replay.earlier.body as { id?: unknown }).id));
      if (known) known.calls.create += 1;
      return reply.code(200).send(replay.earlier.body);
    }
    const parsed = parseCreate(request.body);
    if (!parsed.ok) return sendPaypalError(reply, parsed.status, parsed.issue);
    const invoiceId = parsed.order.invoiceId;
    if (invoiceId && state.invoices.has(invoiceId)) {
      return sendPaypalError(reply, 422, {
        issue: 'DUPLICATE_INVOICE_ID',
        field: "/purchase_units/@reference_id=='default'/invoice_id",
        value: invoiceId,
      });
    }
    const time = now();
    const order: EmulatedOrder = {
      ...parsed.order,
      id: paypalId(),
      createTime: time,
      updateTime: time,
      behaviour: { capture: 'complete' },
      calls: { create: 1, get: 0, capture: 0, refund: 0 },
    };
    state.orders.set(order.id, order);
    if (invoiceId) state.invoices.set(invoiceId, order.id);
    const bases = ctx.bases(request);
    const body = wantsRepresentation(request) ? orderJson(order, bases) : minimalOrderJson(order, bases);
    replay.keep(body);
    return reply.code(201).send(body);
  });

  app.get<{ Params: { id: string } }>('/v2/checkout/orders/:id', async (request, reply) => {
    const order = state.orders.get(request.params.id);
    if (!order) return resourceNotFound(reply, 'order_id', request.params.id);
    order.calls.get += 1;
    return orderJson(order, ctx.bases(request));
  });

  app.patch<{ Params: { id: string } }>('/v2/checkout/orders/:id', async (request, reply) => {
    const order = state.orders.get(request.params.id);
    if (!order) return resourceNotFound(reply, 'order_id', request.params.id);
    if (order.status !== 'CREATED' && order.status !== 'APPROVED') {
      return sendPaypalError(reply, 422, { issue: 'ORDER_ALREADY_COMPLETED' });
    }
    const patched = applyPatch(order, request.body);
    if (!patched.ok) return sendPaypalError(reply, patched.status, patched.issue);
    order.updateTime = now();
    return reply.code(204).send();
  });
}

const UNIT = "/purchase_units/@reference_id=='default'";
const PATCHABLE = new Set(['custom_id', 'invoice_id', 'description', 'amount']);

/**
 * A JSON Patch on the order, for what the emulator keeps: the purchase unit's custom_id,
 * invoice_id, description and amount (`replace`, `add` or `remove`). Checked whole before any
 * change, as PayPal applies a patch all or nothing.
 */
function applyPatch(
  order: EmulatedOrder,
  body: unknown,
): { ok: true } | { ok: false; status: 400 | 422; issue: PaypalIssue } {
  if (!Array.isArray(body) || body.length === 0) {
    return { ok: false, status: 400, issue: { issue: 'MALFORMED_REQUEST_JSON' } };
  }
  const changes: (() => void)[] = [];
  for (const operation of body as unknown[]) {
    if (!isJsonObject(operation) || typeof operation.path !== 'string') {
      return { ok: false, status: 400, issue: { issue: 'MISSING_REQUIRED_PARAMETER', field: '/path' } };
    }
    const { op, path, value } = operation;
    const unit = path.startsWith(`${UNIT}/`) ? path.slice(UNIT.length + 1) : path.replace(/^\/purchase_units\/0\//, '');
    if (!['add', 'replace', 'remove'].includes(String(op))) {
      return { ok: false, status: 400, issue: { issue: 'INVALID_PATCH_OPERATION', field: path } };
    }
    if (!PATCHABLE.has(unit)) {
      return { ok: false, status: 422, issue: { issue: 'PATCH_PATH_NOT_SUPPORTED', field: path } };
    }
    if (unit === 'amount') {
      if (op === 'remove') return { ok: false, status: 422, issue: { issue: 'PATCH_VALUE_REQUIRED', field: path } };
      const amount = parseMoney(value, `${UNIT}/amount`);
      if (!amount.ok)
        return {
          ok: false,
          status: amount.issue === 'INVALID_PARAMETER_SYNTAX' ? 400 : 422,
          issue: { issue: amount.issue, field: amount.field },
        };
      changes.push(() => Object.assign(order, { minor: amount.minor, currency: amount.currency }));
      continue;
    }
    const text = op === 'remove' ? undefined : optionalText(value, 127);
    if (op !== 'remove' && text === undefined) {
      return { ok: false, status: 422, issue: { issue: 'PATCH_VALUE_REQUIRED', field: path } };
    }
    const key = ({ custom_id: 'customId', invoice_id: 'invoiceId', description: 'description' } as const)[
      unit as 'custom_id' | 'invoice_id' | 'description'
    ];
    changes.push(() => {
      if (text === undefined) delete order[key];
      else order[key] = text;
    });
  }
  for (const change of changes) change();
  return { ok: true };
}
