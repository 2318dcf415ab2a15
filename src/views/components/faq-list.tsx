import { FaqItem } from './faq-item';
import * as styles from './faq.css';

export function FaqList({ faqs }: { faqs: readonly { question: string; answer: string }[] }) {
  return (
    <ul className={styles.list}>
      {faqs.map((faq, index) => (
        <FaqItem key={faq.question} id={`faq-${index + 1}`} {...faq} />
      ))}
    </ul>
  );
}
