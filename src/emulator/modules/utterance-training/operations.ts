import {
  createUtteranceTrainingItem,
  listUtteranceTrainingItems,
  type UtteranceTrainingParams,
} from '@/contracts/utterance-training';

import { newId } from '../../core/db';
import { type Fields, type GatewayOperation, implement, stringField } from '../../core/gateway/envelope';

/** The page's address has no parameters. */
const paramsOf = (_fields: Fields): UtteranceTrainingParams => ({});

/** Whether a stored row belongs to the address's parameters. */
const sameParams = (row: UtteranceTrainingParams, params: UtteranceTrainingParams) =>
  (Object.keys(params) as (keyof UtteranceTrainingParams)[]).every((key) => row[key] === params[key]);

/** The Utterance Training page's gateway operations; every read and write stays within the caller's organisation. */
export const utteranceTrainingOperations: GatewayOperation[] = [
  implement(listUtteranceTrainingItems, 'member', ({ tenant, fields }) => {
    const params = paramsOf(fields);
    return {
      code: 200,
      data: tenant
        .rows('utteranceTraining', 'items')
        .filter((row) => sameParams(row, params))
        .toSorted((a, b) => b.createdAt.localeCompare(a.createdAt))
        .map(({ id, name, createdAt }) => ({ id, name, createdAt })),
    };
  }),
  implement(createUtteranceTrainingItem, 'administrator', ({ context, tenant, fields }) => {
    const { id, name, createdAt } = tenant.insert('utteranceTraining', 'items', {
      ...paramsOf(fields),
      id: newId(),
      name: stringField(fields, 'name', { required: true, max: 200 }),
      createdAt: context.clock.nowIso(),
    });
    return { code: 200, data: { id, name, createdAt } };
  }),
];
