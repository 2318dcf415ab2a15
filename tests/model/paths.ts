// Test paths from a statechart, named by what the visitor does, and what the steps that ran prove
// of its declared states and transitions. No runner, no DOM: harness.ts runs them.
import {
  TestModel,
  adjacencyMapToArray,
  getAdjacencyMap,
  getShortestPaths,
  getStateNodes as getDescendants,
  serializeSnapshot,
  type StatePath,
  type TestPath,
} from 'xstate/graph';
import {
  getInitialMicrosteps,
  getMicrosteps,
  getNextTransitions,
  getStateNodes as getActiveNodes,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
} from 'xstate';

/** Something the visitor, the clock or the server does, and the model event it stands for. */
export interface Action<TSnapshot = AnyMachineSnapshot> {
  /** 'tap Menu'; unique per machine. */
  label: string;
  event: EventObject;
  /** Whether the page offers it in this state; the chart may accept more than the page allows. */
  when?(snapshot: TSnapshot): boolean;
}

/** A model event with the label of the action that performs it; a delay's also has its ms. */
export type ActionEvent = EventObject & { via: string; delay?: number };

const allNodes = (machine: AnyStateMachine) => [machine.root, ...getDescendants(machine.root)];
const isLeaf = (node: AnyStateNode) => node.type === 'atomic' || node.type === 'final';
const stateName = (node: AnyStateNode) => node.path.join('.') || node.id;
const eventName = (type: string) =>
  type.startsWith('xstate.after.') ? `after ${type.split('.')[2]}` : type || 'always';

/** The delay, in ms, of an `xstate.after.<delay>.<state>` event; one read from context, in `snapshot`. */
function delayOf(machine: AnyStateMachine, eventType: string, snapshot: AnyMachineSnapshot) {
  const key = eventType.split('.')[2]!;
  const named = machine.implementations.delays[key] ?? Number(key);
  // A delay read from context needs nothing else of the arguments an action gets.
  const fromContext = named as (args: { context: unknown }) => number;
  const delay = typeof named === 'function' ? fromContext({ context: snapshot.context }) : named;
  if (typeof delay !== 'number' || Number.isNaN(delay))
    throw new Error(`${eventType} has no delay in ms`);
  return delay;
}

/** `source —event [guard]→ target`, as the coverage table names a declared transition. */
function transitionName({ source, eventType, guard, target }: AnyTransitionDefinition): string {
  const guardName =
    typeof guard === 'string' || !guard ? guard : 'type' in guard ? guard.type : '?';
  const targets = target?.map(stateName).join(', ') || '(no target)';
  return `${stateName(source)} —${eventName(eventType)}${guardName ? ` [${guardName}]` : ''}→ ${targets}`;
}

/** Every `on`, `after`, invoke `onDone`/`onError` and `always` transition of the definition. */
function declaredTransitions(machine: AnyStateMachine): string[] {
  return allNodes(machine)
    .flatMap((node) => [...[...node.transitions.values()].flat(), ...(node.always ?? [])])
    .map(transitionName);
}

/** The states a visitor can see: leaves that an unguarded `always` does not leave at once. */
export function restingStates(machine: AnyStateMachine): string[] {
  return getDescendants(machine.root)
    .filter((node) => isLeaf(node) && !node.always?.some((always) => !always.guard))
    .map(stateName);
}

// What a path proves once it has run: the states it went through, transient ones too; the
// transitions it took (an `always` one known by source and target, one on a raised event not
// counted); the actions it used.
export function provenBy(
  machine: AnyStateMachine,
  path: StatePath<AnyMachineSnapshot, EventObject>,
  input?: unknown,
): string[] {
  const proven: string[] = [];
  let before: AnyMachineSnapshot | undefined;
  for (const { event, state } of path.steps) {
    const microsteps = before
      ? getMicrosteps(machine, before, event)
      : getInitialMicrosteps(machine, input);
    let from = before;
    for (const [index, [snapshot]] of microsteps.entries()) {
      const active = getActiveNodes(machine.root, snapshot.value);
      const taken = !from
        ? []
        : index === 0 && before
          ? machine.getTransitionData(from, event)
          : getActiveNodes(machine.root, from.value)
              .flatMap((node) => node.always ?? [])
              .filter((always) => always.target?.every((target) => active.includes(target)));
      proven.push(...taken.map(transitionName), ...active.map(stateName));
      from = snapshot;
    }
    if ('via' in event) proven.push(`action: ${String(event.via)}`);
    before = state;
  }
  return proven;
}

// Paths from `input`, offering the actions the page allows and the chart's delays. A candidate, a
// shortest path plus one step (shortest paths alone never take a second transition into a state),
// is kept when it proves something no kept path of any start (`reached`) has.
export function planPaths(
  machine: AnyStateMachine,
  actions: readonly Action[],
  input: unknown,
  reached: Set<string>,
): TestPath<AnyMachineSnapshot, ActionEvent>[] {
  const offered = (type: string, snapshot: AnyMachineSnapshot): ActionEvent[] => {
    if (!type.startsWith('xstate.after.')) {
      return actions
        .filter((action) => action.event.type === type && (action.when?.(snapshot) ?? true))
        .map((action) => ({ ...action.event, via: action.label }));
    }
    const delay = delayOf(machine, type, snapshot);
    return [{ type, via: `wait ${delay} ms`, delay }];
  };
  const events = (snapshot: AnyMachineSnapshot) =>
    [...new Set(getNextTransitions(snapshot).map((t) => t.eventType))].flatMap((type) =>
      offered(type, snapshot),
    );
  const model = new TestModel<AnyMachineSnapshot, ActionEvent, unknown>(machine, {
    events,
    input,
    serializeState: serializeSnapshot,
  });
  return model.getPaths((logic, options) => {
    const shortest = getShortestPaths(logic, options);
    const heads = new Map(shortest.map((path) => [serializeSnapshot(path.state), path]));
    const candidates = [
      ...shortest.filter((path) => path.steps.length === 1),
      ...adjacencyMapToArray(getAdjacencyMap(logic, options)).map(({ state, event, nextState }) => {
        const head = heads.get(serializeSnapshot(state))!;
        return {
          state: nextState,
          steps: [...head.steps, { event, state: nextState }],
          weight: head.weight + 1,
        };
      }),
    ];
    return candidates.filter((path) => {
      const proven = provenBy(machine, path, input);
      if (proven.every((goal) => reached.has(goal))) return false;
      proven.forEach((goal) => reached.add(goal));
      return true;
    });
  });
}

/** One readable line: `open —menu.close [press Escape]→ closed`, with `describe` in brackets. */
export function pathLine(
  machine: AnyStateMachine,
  path: StatePath<AnyMachineSnapshot, ActionEvent>,
  describe: (snapshot: AnyMachineSnapshot) => string = () => '',
): string {
  return path.steps
    .map(({ event, state }, index) => {
      const details = describe(state);
      const leaves = getActiveNodes(machine.root, state.value).filter(isLeaf).map(stateName);
      const shown = `${leaves.join(' + ')}${details ? ` (${details})` : ''}`;
      return index === 0 ? shown : ` —${eventName(event.type)} [${event.via}]→ ${shown}`;
    })
    .join('');
}

/** The coverage table: each declared state and transition, ✓ when a path that passed proved it. */
export function coverageTable(machine: AnyStateMachine, proven: ReadonlySet<string>) {
  const sections = [
    ['states', getDescendants(machine.root).map(stateName)],
    ['transitions', declaredTransitions(machine)],
  ] as const;
  const lines = sections.flatMap(([title, names]) => [
    `  ${title}: ${names.filter((name) => proven.has(name)).length}/${names.length} covered`,
    ...names.map((name) => `    ${proven.has(name) ? '✓' : '✗'} ${name}`),
  ]);
  const missing = sections.flatMap(([, names]) => names.filter((name) => !proven.has(name)));
  return { table: lines.join('\n'), missing };
}
