import { newId, nowIso } from '../db';

import { type GatewayOperation, stringField } from './envelope';

/** POST support/bug-report (ReportBug): stored with the reporter and tenant, like a ticket. */
export const supportOperations: GatewayOperation[] = [
  {
    api: 'portal',
    method: 'POST',
    path: 'support/bug-report',
    apiCall: 'ReportBug',
    role: 'user',
    handle: ({ context, caller, fields }) => {
      const report = {
        id: newId(),
        tenant: caller.tenant,
        reporter: caller.user.attributes.email ?? caller.user.sub,
        summary: stringField(fields, 'summary', { required: true, max: 200 }),
        description: stringField(fields, 'description', { required: true, max: 5000 }),
        environment: stringField(fields, 'environment', { max: 1000 }),
        page: stringField(fields, 'page', { required: true, max: 2000 }),
        browser: stringField(fields, 'browser', { required: true, max: 1000 }),
        appVersion: stringField(fields, 'appVersion', { required: true, max: 50 }),
        createdAt: nowIso(),
      };
      context.db.update('support', (state) => {
        state.bugReports.push(report);
      });
      return { code: 200, message: 'Bug report received.', data: { id: report.id } };
    },
  },
];
