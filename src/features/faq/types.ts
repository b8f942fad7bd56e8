export type { FaqFormValues, FaqRow } from './rules';
export type {
  FaqCmsSettings,
  FaqCustomField,
  FaqCustomFieldOption,
  FaqSearchDocument,
  FaqStatus,
} from '@/contracts/faq';
