import { useId } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { faqAccordionMachine } from '../../machines/faq-accordion-machine';
import { inspectOptions } from '../inspector';
import * as styles from './faq.css';

export function FaqItem({ question, answer }: { question: string; answer: string }) {
  const faq = useActorRef(faqAccordionMachine, inspectOptions());
  const expanded = useSelector(faq, (s) => s.matches('expanded'));
  const id = useId();
  return (
    <li className={styles.item}>
      <h3 className={styles.heading}>
        <button
          type="button"
          id={`${id}-trigger`}
          className={styles.trigger}
          aria-expanded={expanded}
          aria-controls={`${id}-panel`}
          onClick={() => faq.send({ type: 'faq.toggle' })}
        >
          {question}
          <svg
            className={styles.chevron[expanded ? 'expanded' : 'collapsed']}
            viewBox="0 0 24 24"
            aria-hidden="true"
            focusable="false"
          >
            <path
              d="m6 9 6 6 6-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
      </h3>
      <div
        id={`${id}-panel`}
        role="region"
        aria-labelledby={`${id}-trigger`}
        className={styles.panel[expanded ? 'expanded' : 'collapsed']}
        hidden={!expanded}
      >
        <p className={styles.answer}>{answer}</p>
      </div>
    </li>
  );
}

export function FaqList({ faqs }: { faqs: readonly { question: string; answer: string }[] }) {
  return (
    <ul className={styles.list}>
      {faqs.map((faq) => (
        <FaqItem key={faq.question} question={faq.question} answer={faq.answer} />
      ))}
    </ul>
  );
}
