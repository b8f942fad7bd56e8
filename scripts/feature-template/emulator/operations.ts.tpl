import type {
  Create__Pascal__ItemReply,
  List__Pascal__ItemsReply,
} from '@/contracts/__name__';

import { newId } from '../db';
import { type GatewayOperation, stringField } from '../gateway/envelope';

/** The __title__ page's gateway operations; every read and write stays within the caller's organisation. */
export const __camel__Operations: GatewayOperation[] = [
  {
    api: 'portal',
    method: 'POST',
    path: '__name__',
    apiCall: 'List__Pascal__Items',
    right: 'member',
    handle: ({ tenant }): List__Pascal__ItemsReply => ({
      code: 200,
      data: tenant
        .rows('__camel__', 'items')
        .toSorted((a, b) => b.createdAt.localeCompare(a.createdAt))
        .map(({ tenant: _tenant, ...item }) => item),
    }),
  },
  {
    api: 'portal',
    method: 'POST',
    path: '__name__',
    apiCall: 'Create__Pascal__Item',
    right: 'administrator',
    handle: ({ context, tenant, fields }): Create__Pascal__ItemReply => {
      const { tenant: _tenant, ...item } = tenant.insert('__camel__', 'items', {
        id: newId(),
        name: stringField(fields, 'name', { required: true, max: 200 }),
        createdAt: context.clock.nowIso(),
      });
      return { code: 200, data: item };
    },
  },
];
