import { act, screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { faqAccordionMachine } from '../../src/machines/faq-accordion-machine';
import services from '../../public/locales/en/services.json';
import { paths } from '../../src/data/routes';
import { serviceIds } from '../../src/data/services';
import { renderRoute, type RouteResult } from '../views/render';
import { describeViewModel } from './harness';

type Faq = { question: string; answer: string };
const items: Record<string, { faqs: Faq[] }> = services.items;
// On the first page with two questions: the paths drive the first; the second must never move.
const id = serviceIds.find((service) => items[service]!.faqs.length > 1)!;
const [first, second] = items[id]!.faqs as [Faq, Faq];
const path = paths.service(id);
let page: RouteResult;

/** A question is the `<summary>` of a `<details>`, under its heading. */
const question = (faq = first) =>
  screen.getByRole('heading', { name: faq.question }).closest('summary')!;

function answerShows(faq: Faq, expanded: boolean) {
  const summary = question(faq);
  // A closed <details> hides its answer from the accessibility tree, hence `hidden: true`.
  const answer = screen.getByRole('region', { name: faq.question, hidden: true });
  expect(summary).toHaveAttribute('aria-controls', answer.id);
  expect(summary).toHaveAttribute('aria-expanded', String(expanded));
  expect(summary.parentElement).toHaveProperty('open', expanded);
  expect(answer).toHaveTextContent(faq.answer);
  if (expanded) expect(answer).toBeVisible();
  else expect(answer).not.toBeVisible();
}

/** The first answer open in `expanded` only; the second never. */
function shows(snapshot: SnapshotFrom<typeof faqAccordionMachine>) {
  answerShows(first, snapshot.matches('expanded'));
  answerShows(second, false);
}

describeViewModel({
  name: 'FAQ accordion',
  machine: faqAccordionMachine,
  starts: [
    {
      label: path,
      render: () => {
        page = renderRoute(path);
      },
    },
  ],
  actions: [
    {
      label: 'tap the question',
      event: { type: 'faq.toggle' },
      run: () => page.user.click(question()),
    },
    {
      label: 'find in page opens the answer',
      event: { type: 'faq.toggle' },
      when: (snapshot) => snapshot.matches('collapsed'),
      run: () =>
        act(() => {
          const details = question().parentElement as HTMLDetailsElement;
          details.open = true;
          details.dispatchEvent(new Event('toggle'));
        }),
    },
  ],
  states: { collapsed: shows, expanded: shows },
});
