import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../layout/use-page-title';
import { PageHeader } from '../components/page-header';
import { ContactSection } from '../components/contact-section';

export function ContactPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.contact'), 'contact');
  return (
    <>
      <PageHeader title={t('contactSection.pageTitle')} intro={t('contactSection.pageIntro')} />
      <ContactSection showHeading={false} />
    </>
  );
}
