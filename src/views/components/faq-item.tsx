import { useLayoutEffect, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { faqAccordionMachine } from '../../machines/faq-accordion-machine';
import { inspectOptions } from '../inspector';
import { useHydrated } from '../use-hydrated';
import * as styles from './faq.css';

/**
 * One question: a `<details>`, which opens and closes natively before any script. Once the app
 * runs, the item's machine drives it: it adopts the item as the visitor left it, the summary's
 * clicks become its events, and its state sets `open`; an opening the browser makes itself (find
 * in page) reaches the machine through the `toggle` event. `id` names its trigger and panel; not
 * `useId`, whose ids differ between the prerendered document and the app hydrating #root.
 */
export function FaqItem({ id, question, answer }: Record<'id' | 'question' | 'answer', string>) {
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
          <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="m6 9 6 6 6-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </summary>
        <div id={`${id}-panel`} role="region" aria-labelledby={`${id}-trigger`}>
          <p className={styles.answer}>{answer}</p>
        </div>
      </details>
    </li>
  );
}
