import { createRoute, except } from '../../platform/router';

// FAQ (spec §2.7): the main page, articles and step-by-step instructions (the step optional).

export const faqRoute = createRoute({
  name: 'faq',
  team: 'faq',
  content: true,
  path: '/faq',
  load: () => import('./pages/faq-page'),
  title: (t) => t('faq.title'),
  description: (t) => t('faq.lead'),
  nav: { section: 'faq', label: 'nav.faq' },
});

/** An article; `instructions` is the section of instructions, not an article. */
export const faqArticleRoute = createRoute({
  name: 'faq-article',
  team: 'faq',
  content: true,
  path: '/faq/:slug',
  params: { slug: except('instructions') },
  load: () => import('./pages/faq-article-page'),
  title: (t, { slug }) => t('faq.article.title', { slug }),
  description: (t) => t('faq.article.lead'),
});

export const faqInstructionRoute = createRoute({
  name: 'faq-instruction',
  team: 'faq',
  content: true,
  path: '/faq/instructions/:instructionSlug',
  load: () => import('./pages/faq-instruction-page'),
  title: (t, { instructionSlug }) => t('faq.instruction.title', { instruction: instructionSlug }),
  description: (t) => t('faq.instruction.lead'),
});

export const faqInstructionStepRoute = createRoute({
  name: 'faq-instruction-step',
  team: 'faq',
  content: true,
  path: '/faq/instructions/:instructionSlug/:stepId',
  load: () => import('./pages/faq-instruction-page'),
  title: (t, { instructionSlug, stepId }) => t('faq.step.title', { instruction: instructionSlug, step: stepId }),
  description: (t) => t('faq.instruction.lead'),
});

export const faqRoutes = [faqRoute, faqArticleRoute, faqInstructionRoute, faqInstructionStepRoute];
