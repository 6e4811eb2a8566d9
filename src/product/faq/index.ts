// The FAQ team's public surface: its routes.
export { faqArticleRoute, faqInstructionRoute, faqInstructionStepRoute, faqRoute, faqRoutes } from './routes';
export { faqMessages } from './messages';
