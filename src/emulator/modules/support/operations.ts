import { reportBug } from '@/contracts/support';

import { newId, nowIso } from '../../core/db';
import { type GatewayOperation, implement, stringField } from '../../core/gateway/envelope';

/** POST support/bug-report (ReportBug): stored with the reporter and tenant, like a ticket. */
export const supportOperations: GatewayOperation[] = [
  implement(reportBug, 'member', ({ caller, tenant, fields }) => {
    const report = tenant.insert('support', 'bugReports', {
      id: newId(),
      reporter: caller.user.attributes.email ?? caller.user.sub,
      summary: stringField(fields, 'summary', { required: true, max: 200 }),
      description: stringField(fields, 'description', { required: true, max: 5000 }),
      environment: stringField(fields, 'environment', { max: 1000 }),
      page: stringField(fields, 'page', { required: true, max: 2000 }),
      browser: stringField(fields, 'browser', { required: true, max: 1000 }),
      appVersion: stringField(fields, 'appVersion', { required: true, max: 50 }),
      createdAt: nowIso(),
    });
    return { code: 200, message: 'Bug report received.', data: { id: report.id } };
  }),
];
