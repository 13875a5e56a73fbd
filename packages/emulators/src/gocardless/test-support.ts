import { addDays } from '@kestrel/domain/dates/calendar-date';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { controlCall, emulatorCall, emulatorsTestApp, type CallOptions } from '../test-support';
import { GOCARDLESS_DEMO_ACCESS_TOKEN } from './plugin';

/** Shared by the GoCardless emulator's tests: the emulators mounted as the site mounts them. */
export const BASE = '/__emulators/gocardless';

export const gocardlessTestApp = emulatorsTestApp;

/** A GoCardless API call with the demo token and version header. */
export function gc(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  path: string,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const headers = { authorization: `Bearer ${GOCARDLESS_DEMO_ACCESS_TOKEN}`, 'gocardless-version': '2015-07-06' };
  return emulatorCall(app, `${BASE}${path}`, method, headers, options);
}

export const control = (app: FastifyInstance, path: string, body?: unknown) => controlCall(app, BASE, path, body);

/** A billing request, its flow, and the bank-details form filled in: the mandate id. */
export async function mandateThroughFlow(app: FastifyInstance): Promise<{ billingRequest: string; mandate: string }> {
  const created = await gc(app, 'POST', '/billing_requests', {
    body: { billing_requests: { mandate_request: { scheme: 'bacs', currency: 'GBP' }, metadata: { order_id: 'o-1' } } },
  });
  const billingRequest = created.json<{ billing_requests: { id: string } }>().billing_requests.id;
  const flow = await gc(app, 'POST', '/billing_request_flows', {
    body: {
      billing_request_flows: {
        redirect_uri: 'https://shop.example.com/return?order=o-1',
        exit_uri: 'https://shop.example.com/checkout',
        links: { billing_request: billingRequest },
        prefilled_customer: { given_name: 'Alex', family_name: 'Driver', email: 'alex@example.com' },
      },
    },
  });
  const url = new URL(
    flow.json<{ billing_request_flows: { authorisation_url: string } }>().billing_request_flows.authorisation_url,
  );
  await app.inject({
    method: 'POST',
    url: url.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'name=Alex+Driver&sortCode=20-00-00&accountNumber=55779911&confirm=yes',
  });
  const read = await gc(app, 'GET', `/billing_requests/${billingRequest}`);
  return {
    billingRequest,
    mandate: read.json<{ billing_requests: { links: { mandate_request_mandate: string } } }>().billing_requests.links
      .mandate_request_mandate,
  };
}

export async function scheduleOf(app: FastifyInstance, mandate: string, amounts = [6006, 5999, 5999]) {
  const today = (await control(app, '/clock')).json<{ today: string }>().today;
  const start = addDays(today, 7);
  const response = await gc(app, 'POST', '/instalment_schedules/create_with_schedule', {
    headers: { 'idempotency-key': `schedule-${mandate}` },
    body: {
      instalment_schedules: {
        name: 'Warranty KW-26-0000011',
        currency: 'GBP',
        total_amount: amounts.reduce((a, b) => a + b, 0),
        instalments: { start_date: start, interval_unit: 'monthly', interval: 1, amounts },
        links: { mandate },
        metadata: { warranty_id: 'w-1' },
      },
    },
  });
  const schedule = response.json<{ instalment_schedules: { id: string; links: { payments: string[] } } }>()
    .instalment_schedules;
  return { response, schedule, start };
}
