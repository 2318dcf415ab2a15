import { FaqItem } from './faq-item';
import * as styles from './faq.css';

export function FaqList({ faqs }: { faqs: readonly { question: string; answer: string }[] }) {
  return (
    <ul className={styles.list}>
      {faqs.map((faq) => (
        <FaqItem key={faq.question} question={faq.question} answer={faq.answer} />
      ))}
    </ul>
  );
}
