import { useT } from '../../../platform/i18n';
import { ContentPage } from '../../../ui';
import { linkTo } from '../../../platform/router';
import { faqInstructionRoute, faqRoute } from '../routes';

/** An instruction, or one of its steps when the address names it. */
export default function FaqInstructionPage({ params }: { params: Record<string, string> }) {
  const t = useT();
  const { instructionSlug: instruction = '', stepId: step } = params;
  const instructionTitle = t('faq.instruction.title', { instruction });
  return (
    <ContentPage
      title={step ? t('faq.step.title', { instruction, step }) : instructionTitle}
      trail={[
        { label: t('faq.title'), href: linkTo(faqRoute) },
        ...(step ? [{ label: instructionTitle, href: linkTo(faqInstructionRoute, { instructionSlug: instruction }) }] : []),
      ]}
      lead={t('faq.instruction.lead')}
      note={t('faq.note')}
    />
  );
}
