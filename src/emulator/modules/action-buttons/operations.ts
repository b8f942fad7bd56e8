import {
  type ActionButtonsParams,
  createActionButtonsItem,
  listActionButtonsItems,
} from '@/contracts/action-buttons';

import { newId } from '../../core/db';
import { type Fields, type GatewayOperation, implement, stringField } from '../../core/gateway/envelope';

/** The page's address has no parameters. */
const paramsOf = (_fields: Fields): ActionButtonsParams => ({});

/** Whether a stored row belongs to the address's parameters. */
const sameParams = (row: ActionButtonsParams, params: ActionButtonsParams) =>
  (Object.keys(params) as (keyof ActionButtonsParams)[]).every((key) => row[key] === params[key]);

/** The Action Buttons page's gateway operations; every read and write stays within the caller's organisation. */
export const actionButtonsOperations: GatewayOperation[] = [
  implement(listActionButtonsItems, 'member', ({ tenant, fields }) => {
    const params = paramsOf(fields);
    return {
      code: 200,
      data: tenant
        .rows('actionButtons', 'items')
        .filter((row) => sameParams(row, params))
        .toSorted((a, b) => b.createdAt.localeCompare(a.createdAt))
        .map(({ id, name, createdAt }) => ({ id, name, createdAt })),
    };
  }),
  implement(createActionButtonsItem, 'administrator', ({ context, tenant, fields }) => {
    const { id, name, createdAt } = tenant.insert('actionButtons', 'items', {
      ...paramsOf(fields),
      id: newId(),
      name: stringField(fields, 'name', { required: true, max: 200 }),
      createdAt: context.clock.nowIso(),
    });
    return { code: 200, data: { id, name, createdAt } };
  }),
];
