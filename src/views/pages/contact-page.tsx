import { useTranslation } from 'react-i18next';
import { PageHead } from '../components/page-head';
import { PageHeader } from '../ui/page-header';
import { ContactSection } from '../components/contact-section';
import { StaticPart } from '../static-part';

export function ContactPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHead label={t('nav.contact')} description={t('contactSection.pageDescription')} />
      <StaticPart>
        <PageHeader title={t('contactSection.pageTitle')} intro={t('contactSection.pageIntro')} />
      </StaticPart>
      <ContactSection showHeading={false} />
    </>
  );
}
