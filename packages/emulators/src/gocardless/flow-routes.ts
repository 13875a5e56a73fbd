import type { FastifyInstance, FastifyReply } from 'fastify';
import { bankDetailsPage, flowNoticePage, flowStylesheet, type FormErrors, type FormValues } from './pages';
import { collectBankAccount, collectCustomer, fulfil } from './resources';
import type { GocardlessEvent, GocardlessState } from './state';

/** A UK sort code: six digits, written with or without dashes or spaces. */
export const sortCodeDigits = (text: string) => {
  const digits = text.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
};
/** A UK account number: eight digits (spaces allowed). */
export const accountNumberDigits = (text: string) => {
  const digits = text.replace(/\s/g, '');
  return /^\d{8}$/.test(digits) ? digits : null;
};

type FormBody = Record<string, string | undefined> | undefined;

/** The hosted page GET /flow/:id and its form; on success the billing request is fulfilled. */
export function registerFlowRoutes(
  app: FastifyInstance,
  state: GocardlessState,
  emit: (events: GocardlessEvent[]) => void,
): void {
  const stylesheet = `${app.prefix}/static/flow.css`;
  const sendPage = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);

  app.get('/static/flow.css', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/css; charset=utf-8').send(flowStylesheet),
  );

  const flowOr404 = (id: string, reply: FastifyReply) => {
    const flow = state.flows.get(id);
    if (!flow) {
      void sendPage(
        reply,
        404,
        flowNoticePage(
          stylesheet,
          'We cannot find this page',
          'The link may be wrong or out of date. Go back to the shop and start again.',
        ),
      );
      return null;
    }
    const billingRequest = state.billingRequests.get(flow.links.billing_request)!;
    if (billingRequest.status === 'fulfilled') {
      void sendPage(
        reply,
        409,
        flowNoticePage(stylesheet, 'Your Direct Debit is already set up', 'There is nothing more to do here.'),
      );
      return null;
    }
    if (billingRequest.status === 'cancelled') {
      void sendPage(
        reply,
        410,
        flowNoticePage(stylesheet, 'This request has been cancelled', 'Go back to the shop and start again.'),
      );
      return null;
    }
    return { flow, billingRequest };
  };

  app.get<{ Params: { id: string } }>('/flow/:id', async (request, reply) => {
    const found = flowOr404(request.params.id, reply);
    if (!found) return reply;
    return sendPage(reply, 200, bankDetailsPage(found.flow, stylesheet, `${app.prefix}/flow/${found.flow.id}`, {}, {}));
  });

  app.post<{ Params: { id: string }; Body: FormBody }>('/flow/:id', async (request, reply) => {
    const found = flowOr404(request.params.id, reply);
    if (!found) return reply;
    const { flow, billingRequest } = found;
    const body = request.body ?? {};
    const values: FormValues = {
      name: body.name ?? '',
      sortCode: body.sortCode ?? '',
      accountNumber: body.accountNumber ?? '',
    };
    const errors: FormErrors = {};
    const name = (values.name ?? '').trim();
    if (name.length < 2 || name.length > 100) errors.name = 'Enter the account holder’s name';
    const sortCode = sortCodeDigits(values.sortCode ?? '');
    if (!sortCode) errors.sortCode = 'Enter a sort code of six digits, like 20-00-00';
    const accountNumber = accountNumberDigits(values.accountNumber ?? '');
    if (!accountNumber) errors.accountNumber = 'Enter an account number of eight digits';
    if (body.confirm !== 'yes') errors.confirm = 'Confirm that you may authorise debits from this account';
    if (Object.keys(errors).length > 0) {
      return sendPage(reply, 422, bankDetailsPage(flow, stylesheet, `${app.prefix}/flow/${flow.id}`, values, errors));
    }

    const [given, ...rest] = name.split(/\s+/);
    const prefilled = flow.prefilled_customer;
    collectCustomer(state, billingRequest, {
      ...prefilled,
      given_name: prefilled.given_name ?? given ?? name,
      family_name: prefilled.family_name ?? rest.join(' '),
      email: prefilled.email ?? null,
    });
    collectBankAccount(state, billingRequest, { holder: name, accountNumber: accountNumber! });
    emit(fulfil(state, billingRequest) ?? []);
    return reply.redirect(flow.redirect_uri, 303);
  });
}
