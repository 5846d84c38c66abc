import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '@bedesten/core/errors/app-error';
import { pageOffset, toPagedList } from '@bedesten/core/paging/paged-list';
import { csvDialectOf, type CsvValue } from '@bedesten/core/sales/csv';
import { orderLinesFileName } from '@bedesten/core/sales/order-lines-csv';
import { reportCsvRows, reportFileName } from '@bedesten/core/sales/report-csv';
import { errorResponses } from '@bedesten/core/schemas/error';
import {
  salesOrderResponseSchema,
  transactionDetailResponseSchema,
  vendorDashboardResponseSchema,
  vendorPaymentsListBody,
  vendorReportBody,
  vendorReportResponseSchema,
  vendorTransactionListResponseSchema,
  type VendorReport,
} from '@bedesten/core/schemas/vendor-sales';
import { csvStream } from '../../lib/csv-stream.ts';
import { requireType, SESSION_SECURITY, storeIdOf } from '../../plugins/auth.ts';
import { buildReport } from './build-report.ts';
import { dashboardSummary } from './dashboard-summary.ts';
import { exportRange, orderLineRows } from './export-order-lines.ts';
import { toSalesOrder, toTransaction, toTransactionDetail } from './to-sales-views.ts';
import type { VendorSalesRepository } from './vendor-sales.repository.ts';

const tags = ['vendor sales'];
const security = SESSION_SECURITY;
const RULES =
  'Sales are the totals of orders that are not cancelled and are paid or delivered; orders count every order placed that is not cancelled; buckets are days, Monday-first weeks or months in Europe/Nicosia, by the day the order was placed.';

/**
 * The vendor's transactions, sales report and dashboard (SPEC.md §3
 * Transaction, §7 vendor-payments-list, vendor-transaction-details,
 * vendor-payment-orders-details, vendor-report-management). Vendors only;
 * every query is scoped by the caller's own store, so another store's ids
 * are not found.
 */
export const vendorSalesRoutes: FastifyPluginAsyncZod<{ repository: VendorSalesRepository; currency: string }> = async (
  app,
  { repository, currency },
) => {
  app.addHook('onRequest', requireType('vendor'));

  app.post(
    '/api/vendor-payments-list',
    {
      schema: {
        tags,
        summary: 'The store’s transactions (one per order not cancelled): counts and a page, newest first',
        description:
          'all_count, completed_count (paid) and pending_count (unpaid) count the chosen period; the page holds the chosen status. Period: the last 1–4 weeks (1w…4w) or all.',
        security,
        body: vendorPaymentsListBody,
        response: { 200: vendorTransactionListResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const q = request.body;
      const result = await repository.listTransactions(
        storeIdOf(request),
        { period: q.period, status: q.status },
        { offset: pageOffset(q), limit: q.per_page },
      );
      const params = new URLSearchParams({ period: q.period, per_page: String(q.per_page) });
      if (q.status) params.set('status', q.status);
      return {
        data: {
          all_count: result.all,
          completed_count: result.paid,
          pending_count: result.all - result.paid,
          transactions_list: toPagedList(
            result.rows.map(toTransaction),
            result.total,
            q,
            `/api/vendor-payments-list?${params.toString()}`,
          ),
        },
      };
    },
  );

  const idParams = z.object({ id: z.uuid() });

  app.get(
    '/api/vendor-transaction-details/:id',
    {
      schema: {
        tags,
        summary: 'One transaction (by order id or payment id) with the order’s state and every payment attempt',
        security,
        params: idParams,
        response: { 200: transactionDetailResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const row = await repository.findTransaction(storeIdOf(request), request.params.id);
      if (!row) throw notFound();
      return { data: toTransactionDetail(row, await repository.paymentsOf(row.id)) };
    },
  );

  app.get(
    '/api/vendor-payment-orders-details/:id',
    {
      schema: {
        tags,
        summary: 'The order behind a transaction (by order id or payment id): customer, address, lines and totals',
        security,
        params: idParams,
        response: { 200: salesOrderResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const row = await repository.findTransaction(storeIdOf(request), request.params.id);
      if (!row) throw notFound();
      return { data: toSalesOrder(row, await repository.itemsOf(row.id), request.lang) };
    },
  );

  /**
   * Written to the reply row by row as the socket takes it (ADR 0081), never as one string, in the
   * language's CSV dialect: `;` and decimal commas for Turkish, so Turkish Excel opens it as columns.
   */
  function sendCsv(
    reply: FastifyReply,
    fileName: string,
    rows: Iterable<CsvValue[]> | AsyncIterable<CsvValue[]>,
    lang: 'en' | 'tr',
  ) {
    return reply
      .type('text/csv; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(csvStream(rows, csvDialectOf(lang)));
  }
  const sendReportCsv = (reply: FastifyReply, report: VendorReport, lang: 'en' | 'tr') =>
    sendCsv(reply, reportFileName(report), reportCsvRows(report, lang), lang);

  app.post(
    '/api/vendor-report-management',
    {
      schema: {
        tags,
        summary: 'Sales, orders and top products by day, week or month (JSON; `format: csv` for a spreadsheet)',
        description: `${RULES} Without dates: the last 30 days, 12 weeks or 12 months. \`format: "csv"\` (in the body or the query) answers text/csv with a UTF-8 byte order mark.`,
        security,
        querystring: z.object({ format: z.enum(['json', 'csv']).optional() }),
        body: vendorReportBody,
        response: { 200: vendorReportResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const report = await buildReport(repository, storeIdOf(request), request.body, { lang: request.lang, currency });
      if ((request.query.format ?? request.body.format) === 'csv') return sendReportCsv(reply, report, request.lang);
      return { data: report };
    },
  );

  app.get(
    '/api/vendor-report-management',
    {
      schema: {
        tags,
        summary: 'The same report read by GET (query parameters), for download links: `format=csv`',
        description: RULES,
        security,
        querystring: vendorReportBody,
      },
    },
    async (request, reply) => {
      const report = await buildReport(repository, storeIdOf(request), request.query, { lang: request.lang, currency });
      if (request.query.format === 'csv') return sendReportCsv(reply, report, request.lang);
      return { data: report };
    },
  );

  app.get(
    '/api/vendor-report-order-lines',
    {
      schema: {
        tags,
        summary: 'Every order line of the report’s range as a spreadsheet (text/csv), one row per line',
        description:
          'Columns: date (the day placed, Europe/Nicosia), order number, product (with its size), quantity, unit price, VAT rate (%), line total, status. Every order placed in the range, cancelled ones too. The range is the report’s: `period` with `from`/`to`, or the period’s default. English: `,` and `.`; Turkish (`lang=tr`): `;` and decimal commas.',
        security,
        querystring: vendorReportBody,
      },
    },
    async (request, reply) => {
      const range = exportRange(request.query);
      const rows = orderLineRows(repository, storeIdOf(request), range, { lang: request.lang, currency });
      return sendCsv(reply, orderLinesFileName(range), rows, request.lang);
    },
  );

  app.get(
    '/api/vendor-dashboard',
    {
      schema: {
        tags,
        summary:
          'Today’s and this month’s sales, orders and average order value; open orders; low stock; the latest 5 orders',
        description: RULES,
        security,
        response: { 200: vendorDashboardResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: await dashboardSummary(repository, storeIdOf(request), { currency }) }),
  );
};
