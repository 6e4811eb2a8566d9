import { translated } from '../../platform/i18n';
import { createParamsTitle, createRoute, except } from '../../platform/router';

// FAQ (spec §2.7): the main page, articles and step-by-step instructions (the step optional).

export const faqRoute = createRoute({
  name: 'faq',
  team: 'faq',
  path: '/faq',
  load: () => import('./pages/faq-page'),
  documentTitle: translated('faq.title'),
});

const articleTitle = createParamsTitle((t, { slug = '' }) => t('faq.article.title', { slug }));

/** An article; `instructions` is the section of instructions, not an article. */
export const faqArticleRoute = createRoute({
  name: 'faq-article',
  team: 'faq',
  path: '/faq/:slug',
  params: { slug: except('instructions') },
  load: () => import('./pages/faq-article-page'),
  documentTitle: articleTitle.$title,
});
articleTitle.follow(faqArticleRoute);

const instructionTitle = createParamsTitle((t, { instructionSlug = '', stepId }) =>
  stepId ? t('faq.step.title', { instruction: instructionSlug, step: stepId }) : t('faq.instruction.title', { instruction: instructionSlug }),
);

export const faqInstructionRoute = createRoute({
  name: 'faq-instruction',
  team: 'faq',
  path: '/faq/instructions/:instructionSlug',
  load: () => import('./pages/faq-instruction-page'),
  documentTitle: instructionTitle.$title,
});

export const faqInstructionStepRoute = createRoute({
  name: 'faq-instruction-step',
  team: 'faq',
  path: '/faq/instructions/:instructionSlug/:stepId',
  load: () => import('./pages/faq-instruction-page'),
  documentTitle: instructionTitle.$title,
});
instructionTitle.follow(faqInstructionRoute);
instructionTitle.follow(faqInstructionStepRoute);

export const faqRoutes = [faqRoute, faqArticleRoute, faqInstructionRoute, faqInstructionStepRoute];
