import { defineModule } from '../../core/module';

import { faqSuggestionHandlers } from './handlers';
import { IMPORT_JOB, type ImportJob, runImport } from './imports';
import { faqImageOperation, faqImportOperations, faqOperations, faqSettingsOperations } from './operations';
import { seedFaq } from './seed';

/**
 * The tenants' FAQ: the search index of questions in every status, audit records, subject areas, CMS settings,
 * survey questions, image uploads, the suggestions search and the bulk import (src/contracts/faq.ts).
 */
export const faqModule = defineModule({
  name: 'faq',
  // Bump when FaqModuleState changes shape: only this module's demo data is seeded again.
  version: 2,
  seed: seedFaq,
  operations: [...faqOperations, ...faqSettingsOperations, faqImageOperation, ...faqImportOperations],
  handlers: faqSuggestionHandlers,
  jobs: { [IMPORT_JOB]: (context, job: ImportJob) => runImport(context, job) },
});
