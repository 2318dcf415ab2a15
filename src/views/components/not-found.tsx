import type { PropsWithChildren } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageBlock } from '../ui/message-block';
import { PageHead } from './page-head';

/**
 * Nothing at this address: the message (the page's own `title`, else the site's with its text),
 * a head that keeps the page out of search engines, and the way on given as children.
 */
export function NotFound({ title, children }: PropsWithChildren<{ title?: string }>) {
  const { t } = useTranslation();
  return (
    <MessageBlock
      title={title ?? t('notFound.title')}
      text={title ? undefined : t('notFound.text')}
    >
      <PageHead description={t('notFound.description')} notFound />
      {children}
    </MessageBlock>
  );
}
