import { useTranslation } from 'react-i18next';
import { PageHead } from '../components/page-head';
import { PageHeader } from '../ui/page-header';
import { ContactSection } from '../components/contact-section';

export function ContactPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHead label={t('nav.contact')} description={t('contactSection.pageDescription')} />
      <PageHeader title={t('contactSection.pageTitle')} intro={t('contactSection.pageIntro')} />
      <ContactSection showHeading={false} />
    </>
  );
}
