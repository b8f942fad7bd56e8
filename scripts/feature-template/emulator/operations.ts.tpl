import { create__Pascal__Item, list__Pascal__Items } from '@/contracts/__name__';

import { newId } from '../../core/db';
import { type GatewayOperation, implement, stringField } from '../../core/gateway/envelope';

/** The __title__ page's gateway operations; every read and write stays within the caller's organisation. */
export const __camel__Operations: GatewayOperation[] = [
  implement(list__Pascal__Items, 'member', ({ tenant }) => ({
    code: 200,
    data: tenant
      .rows('__camel__', 'items')
      .toSorted((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map(({ tenant: _tenant, ...item }) => item),
  })),
  implement(create__Pascal__Item, 'administrator', ({ context, tenant, fields }) => {
    const { tenant: _tenant, ...item } = tenant.insert('__camel__', 'items', {
      id: newId(),
      name: stringField(fields, 'name', { required: true, max: 200 }),
      createdAt: context.clock.nowIso(),
    });
    return { code: 200, data: item };
  }),
];
