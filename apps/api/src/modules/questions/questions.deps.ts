import type { Notifier } from '../notifications/notifier.ts';
import type { QuestionsRepository } from './questions.repository.ts';

/** What buildApp hands the questions module. */
export interface QuestionsDeps {
  repository: QuestionsRepository;
  notifier: Notifier;
}
