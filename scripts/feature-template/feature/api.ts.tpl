import type {
  Create__Pascal__ItemReply,
  List__Pascal__ItemsReply,
} from '@/contracts/__name__';
import type { Gateway } from '@/services/gateway';

import type { __Pascal__Item } from './types';

/** POST __name__ (List__Pascal__Items): the tenant's items. The gateway client refuses a body code other than 200. */
export async function list__Pascal__Items(gateway: Gateway): Promise<__Pascal__Item[]> {
  const reply = await gateway.call<List__Pascal__ItemsReply>({
    method: 'POST',
    path: '__name__',
    apiCall: 'List__Pascal__Items',
  });
  return reply.data;
}

/** POST __name__ (Create__Pascal__Item): adds an item; administrators only. */
export async function create__Pascal__Item(gateway: Gateway, name: string): Promise<__Pascal__Item> {
  const reply = await gateway.call<Create__Pascal__ItemReply>({
    method: 'POST',
    path: '__name__',
    apiCall: 'Create__Pascal__Item',
    fields: { FormParams: { name } },
  });
  return reply.data;
}
