import type { EmulatorContext } from '../../core/types';

/** Tests: an organisation's FAQ documents as the emulated index holds them. */
export const faqDocumentsOf = (context: EmulatorContext, tenant: string) =>
  context.db.state.faq.documents.filter((record) => record.tenant === tenant);
