import {
  // @if list
  create__Pascal__Item,
  list__Pascal__Items,
  // @end
  // @if settings
  get__Pascal__Settings,
  save__Pascal__Settings,
  // @end
  type __Pascal__Params,
} from '@/contracts/__name__';

// @if list
import { newId } from '../../core/db';
// @end
import { type Fields, type GatewayOperation, implement, stringField } from '../../core/gateway/envelope';

// @if params
/** The address's parameters as sent (400 when one is missing). */
const paramsOf = (fields: Fields): __Pascal__Params => ({ __paramsFromFields__ });
// @end
// @if !params
/** The page's address has no parameters. */
const paramsOf = (_fields: Fields): __Pascal__Params => ({});
// @end

/** Whether a stored row belongs to the address's parameters. */
const sameParams = (row: __Pascal__Params, params: __Pascal__Params) =>
  (Object.keys(params) as (keyof __Pascal__Params)[]).every((key) => row[key] === params[key]);

/** The __title__ page's gateway operations; every read and write stays within the caller's organisation. */
export const __camel__Operations: GatewayOperation[] = [
  // @if list
  implement(list__Pascal__Items, 'member', ({ tenant, fields }) => {
    const params = paramsOf(fields);
    return {
      code: 200,
      data: tenant
        .rows('__camel__', 'items')
        .filter((row) => sameParams(row, params))
        .toSorted((a, b) => b.createdAt.localeCompare(a.createdAt))
        .map(({ id, name, createdAt }) => ({ id, name, createdAt })),
    };
  }),
  implement(create__Pascal__Item, 'administrator', ({ context, tenant, fields }) => {
    const { id, name, createdAt } = tenant.insert('__camel__', 'items', {
      ...paramsOf(fields),
      id: newId(),
      name: stringField(fields, 'name', { required: true, max: 200 }),
      createdAt: context.clock.nowIso(),
    });
    return { code: 200, data: { id, name, createdAt } };
  }),
  // @end
  // @if settings
  implement(get__Pascal__Settings, 'member', ({ tenant, fields }) => {
    const params = paramsOf(fields);
    const saved = tenant.rows('__camel__', 'settings').find((row) => sameParams(row, params));
    return { code: 200, data: { label: saved?.label ?? '' } };
  }),
  implement(save__Pascal__Settings, 'administrator', ({ tenant, fields }) => {
    const params = paramsOf(fields);
    const label = stringField(fields, 'label', { required: true, max: 100 });
    tenant.remove('__camel__', 'settings', (row) => sameParams(row, params));
    tenant.insert('__camel__', 'settings', { ...params, label });
    return { code: 200, data: { label } };
  }),
  // @end
];
