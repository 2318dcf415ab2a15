// A view's statechart paths (paths.ts) run against the real component in jsdom, on a fake clock;
// after each step the view must show what its state promises. The suite fails when a path fails,
// when the paths that passed leave a state or transition unreached, and when a state the visitor
// can see has no assertion. `npm run test:model` prints the report (reporter.ts).
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type {
  AnyMachineSnapshot,
  AnyStateMachine,
  EventObject,
  InputFrom,
  SnapshotFrom,
} from 'xstate';
import {
  coverageTable,
  pathLine,
  planPaths,
  provenBy,
  restingStates,
  type Action,
  type ActionEvent,
} from './paths';

declare module 'vitest' {
  interface TaskMeta {
    modelReport?: string;
  }
}

export interface ViewModel<TMachine extends AnyStateMachine> {
  name: string;
  machine: TMachine;
  /** Ways the view starts: each renders it so that its machine starts with `input`. */
  starts: ReadonlyArray<{ label: string; input?: InputFrom<TMachine>; render: () => unknown }>;
  /** What the visitor does, each one model event. Delays need none: the clock runs them. */
  actions: ReadonlyArray<Action<SnapshotFrom<TMachine>> & { run: () => unknown }>;
  /** What the visitor sees in a state, by its path ('paused', 'form.editing'). */
  states: Record<string, (snapshot: SnapshotFrom<TMachine>) => unknown>;
  /** A few words on the snapshot's data for the report: 'image 2'. */
  describe?: (snapshot: SnapshotFrom<TMachine>) => string;
}

export function describeViewModel<TMachine extends AnyStateMachine>(model: ViewModel<TMachine>) {
  const { machine, states } = model;
  const describeState = model.describe as ((snapshot: AnyMachineSnapshot) => string) | undefined;
  const actions = new Map(model.actions.map((action) => [action.label, action]));
  if (actions.size < model.actions.length) throw new Error(`${model.name}: two actions, one label`);
  const reached = new Set<string>();
  const runs = model.starts.flatMap((start) =>
    planPaths(machine, model.actions, start.input, reached).map((path) => ({
      start,
      path,
      line: `${start.label}: ${pathLine(machine, path, describeState)}`,
    })),
  );
  const proven = new Set<string>();
  const passed = new Set<string>();

  async function see(snapshot: AnyMachineSnapshot) {
    for (const [key, assertion] of Object.entries(states)) {
      if (snapshot.matches(key)) await assertion(snapshot as SnapshotFrom<TMachine>);
    }
  }

  describe(model.name, () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    for (const { start, path, line } of runs) {
      test(line, async () => {
        let shown: AnyMachineSnapshot | undefined;
        const perform = async (step: { event: EventObject }) => {
          const { type, via, delay } = step.event as ActionEvent;
          if (type === 'xstate.init') return start.render();
          if (delay === undefined) return actions.get(via)!.run();
          // Not a millisecond early: the view still shows the state before, then moves.
          act(() => vi.advanceTimersByTime(delay - 1));
          if (shown) await see(shown);
          act(() => vi.advanceTimersByTime(1));
        };
        await path.test({
          events: Object.fromEntries(path.steps.map(({ event }) => [event.type, perform])),
          // '*' is xstate/graph's catch-all: every state reached goes through `see`.
          states: {
            '*': async (snapshot) => {
              await see(snapshot);
              shown = snapshot;
            },
          },
        });
        provenBy(machine, path, start.input).forEach((goal) => proven.add(goal));
        passed.add(line);
      });
    }

    test('every state the visitor can see has a UI assertion', () => {
      expect(restingStates(machine).filter((state) => !(state in states))).toEqual([]);
    });

    test('the paths that passed reach every state and every transition', ({ task }) => {
      const { table, missing } = coverageTable(machine, proven);
      task.meta.modelReport = [
        `${model.name}: ${passed.size}/${runs.length} paths passed`,
        ...runs.map(({ line }) => `  ${passed.has(line) ? '✓' : '✗'} ${line}`),
        table,
      ].join('\n');
      expect(missing).toEqual([]);
    });
  });
}
