import { useLayoutEffect, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { faqAccordionMachine } from '../../machines/faq-accordion-machine';
import { inspectOptions } from '../inspector';
import { Icon } from '../ui/icon';
import { useHydrated } from '../use-hydrated';
import * as styles from './faq.css';

type Faq = { question: string; answer: string };

export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <ul className={styles.list}>
      {faqs.map((faq, index) => (
        <FaqItem key={faq.question} id={`faq-${index + 1}`} {...faq} />
      ))}
    </ul>
  );
}

/**
 * One question: a `<details>` that works before any script. The item's machine then adopts it as
 * left and drives `open`; the browser's own openings (find in page) reach it through `toggle`. `id`
 * names trigger and panel: `useId` differs between the prerendered document and the hydrating root.
 */
function FaqItem({ id, question, answer }: Faq & { id: string }) {
  const faq = useActorRef(faqAccordionMachine, inspectOptions());
  const expanded = useSelector(faq, (s) => s.matches('expanded'));
  const hydrated = useHydrated();
  const details = useRef<HTMLDetailsElement>(null);

  useLayoutEffect(() => {
    const element = details.current;
    if (!element) return;
    const follow = () => {
      if (element.open !== faq.getSnapshot().matches('expanded')) faq.send({ type: 'faq.toggle' });
    };
    follow();
    element.addEventListener('toggle', follow);
    return () => element.removeEventListener('toggle', follow);
  }, [faq]);

  return (
    <li className={styles.item}>
      <details ref={details} className={styles.details} open={hydrated ? expanded : undefined}>
        <summary
          id={`${id}-trigger`}
          className={styles.trigger}
          aria-expanded={hydrated ? expanded : undefined}
          aria-controls={`${id}-panel`}
          onClick={(event) => {
            // The machine opens and closes the item, not the summary's native action.
            event.preventDefault();
            faq.send({ type: 'faq.toggle' });
          }}
        >
          <h3 className={styles.heading}>{question}</h3>
          <Icon className={styles.chevron}>
            <path d="m6 9 6 6 6-6" />
          </Icon>
        </summary>
        <div id={`${id}-panel`} role="region" aria-labelledby={`${id}-trigger`}>
          <p className={styles.answer}>{answer}</p>
        </div>
      </details>
    </li>
  );
}
