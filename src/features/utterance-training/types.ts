export type { UtteranceTrainingParams } from '@/contracts/utterance-training';
export type { UtteranceTrainingItem } from '@/contracts/utterance-training';
