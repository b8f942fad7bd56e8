/**
 * The __title__ wire contract, shared by the portal (src/features/__name__/api.ts) and the emulated gateway
 * (src/emulator/__name__/operations.ts), so that both sides speak the same shapes.
 */

/** One item of the tenant's __title__. */
export interface __Pascal__Item {
  id: string;
  name: string;
  /** ISO time. */
  createdAt: string;
}

/** POST __name__, ApiCall=List__Pascal__Items → the tenant's items, newest first. */
export interface List__Pascal__ItemsReply {
  code: number;
  message?: string;
  data: __Pascal__Item[];
}

/** POST __name__, ApiCall=Create__Pascal__Item, FormParams {name} (administrators) → the new item. */
export interface Create__Pascal__ItemReply {
  code: number;
  message?: string;
  data: __Pascal__Item;
}
