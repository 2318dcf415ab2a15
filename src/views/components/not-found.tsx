import type { PropsWithChildren } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageBlock } from '../ui/message-block';
import { PageHead } from './page-head';

/** Nothing here: the page's own `title` (else the site's, with its text), kept out of the index. */
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
