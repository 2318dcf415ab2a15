/**
 * Model-based testing for the statecharts: paths come from the machine itself (xstate/graph), are
 * replayed against a real actor with fake timers, and what the actor actually did is compared with
 * what the definition contains. A state or transition that no executed path takes is reported, so
 * adding behaviour without a way to reach it fails the suite.
 */
import {
  adjacencyMapToArray,
  getAdjacencyMap,
  getShortestPaths,
  getStateNodes,
  serializeSnapshot,
  type StatePath,
} from 'xstate/graph';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, test, vi } from 'vitest';
import {
  __unsafe_getAllOwnEventDescriptors,
  isMachineSnapshot,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventFromLogic,
  type EventObject,
  type InputFrom,
  type InspectionEvent,
} from 'xstate';

export type ModelPath = StatePath<AnyMachineSnapshot, EventObject>;

/**
 * Concrete events per event type. Types without cases are sent bare (`{ type }`), which suits
 * payload-free events, delays and invoke results: give cases for every event that has a payload.
 */
export type EventCases<TMachine extends AnyStateMachine> = {
  [K in EventFromLogic<TMachine>['type']]?: ReadonlyArray<
    Extract<EventFromLogic<TMachine>, { type: K }>
  >;
};

function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  return [machine.root, ...getStateNodes(machine.root)];
}

function guardName(transition: AnyTransitionDefinition): string {
  const { guard } = transition;
  if (guard === undefined) {
    return '';
  }
  if (typeof guard === 'string') {
    return ` [${guard}]`;
  }
  if (typeof guard === 'object' && guard !== null && 'type' in guard) {
    return ` [${String(guard.type)}]`;
  }
  return ' [inline guard]';
}

/**
 * Identifies a transition by where it is declared (source, event, position among the candidates
 * for that event) rather than by object identity, so definitions compare equal across
 * `machine.provide()` clones.
 */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const { source, eventType } = transition;
  const candidates =
    eventType === '' ? (source.always ?? []) : (source.transitions.get(eventType) ?? []);
  const position = candidates.indexOf(transition);
  const targets = transition.target?.map((target) => target.id).join(', ') ?? '(no target)';
  return `${source.id} ${eventType || 'always'}#${position}${guardName(transition)} → ${targets}`;
}

export function listStates(machine: AnyStateMachine): string[] {
  return allStateNodes(machine).map((node) => node.id);
}

/** Every declared transition: `on`, `always`, `after`, and invoke `onDone`/`onError`. */
export function listTransitions(machine: AnyStateMachine): string[] {
  return allStateNodes(machine).flatMap((node) => [
    ...[...node.transitions.values()].flat().map(transitionKey),
    ...(node.always ?? []).map(transitionKey),
  ]);
}

export class CoverageRecorder {
  readonly states = new Set<string>();
  readonly transitions = new Set<string>();

  /** Pass as `createActor(logic, { inspect })`; microsteps include eventless transitions. */
  readonly inspect = (event: InspectionEvent): void => {
    if (event.type !== '@xstate.microstep') {
      return;
    }
    for (const transition of event._transitions) {
      this.transitions.add(transitionKey(transition));
      // A transient state never rests in a snapshot; leaving it proves it was entered.
      this.states.add(transition.source.id);
    }
    this.recordSnapshot(event.snapshot);
  };

  recordSnapshot(snapshot: unknown): void {
    if (isMachineSnapshot(snapshot)) {
      for (const node of snapshot._nodes) {
        this.states.add(node.id);
      }
    }
  }

  merge(other: CoverageRecorder): void {
    other.states.forEach((state) => this.states.add(state));
    other.transitions.forEach((transition) => this.transitions.add(transition));
  }
}

export function findUncovered(
  machine: AnyStateMachine,
  recorder: CoverageRecorder,
): { states: string[]; transitions: string[] } {
  return {
    states: listStates(machine).filter((state) => !recorder.states.has(state)),
    transitions: listTransitions(machine).filter(
      (transition) => !recorder.transitions.has(transition),
    ),
  };
}

function eventsFor<TMachine extends AnyStateMachine>(cases: EventCases<TMachine>) {
  const byType = cases as Partial<Record<string, readonly EventObject[]>>;
  return (snapshot: AnyMachineSnapshot): EventFromLogic<TMachine>[] =>
    __unsafe_getAllOwnEventDescriptors(snapshot).flatMap(
      (type) => (byType[type] ?? [{ type }]) as EventFromLogic<TMachine>[],
    );
}

function eventSequenceKey(steps: ModelPath['steps']): string {
  return JSON.stringify(steps.map((step) => step.event));
}

/**
 * One path per edge of the state graph: the shortest path to the edge's source, then the edge.
 * Shortest paths alone reach every state but skip edges (a menu is never closed again), and simple
 * paths never revisit a state; edge paths cover both. Paths that are a prefix of a longer one are
 * dropped, since replaying the longer one checks every step of the shorter.
 */
export function generatePaths<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: { events?: EventCases<TMachine>; input?: InputFrom<TMachine> } = {},
): ModelPath[] {
  const traversal = { events: eventsFor<TMachine>(options.events ?? {}), input: options.input };
  const shortest = getShortestPaths(machine, traversal) as ModelPath[];
  const shortestByState = new Map(shortest.map((path) => [serializeSnapshot(path.state), path]));
  const edges = adjacencyMapToArray(getAdjacencyMap(machine, traversal));

  const edgePaths: ModelPath[] = [...shortest];
  for (const { state, event, nextState } of edges) {
    const head = shortestByState.get(serializeSnapshot(state));
    if (!head) {
      throw new Error(`No shortest path reaches ${serializeSnapshot(state)}`);
    }
    edgePaths.push({
      state: nextState,
      steps: [...head.steps, { event, state: nextState }],
      weight: head.weight + 1,
    });
  }

  const kept: ModelPath[] = [];
  const prefixes = new Set<string>();
  for (const path of edgePaths.sort((a, b) => b.steps.length - a.steps.length)) {
    if (prefixes.has(eventSequenceKey(path.steps))) {
      continue;
    }
    kept.push(path);
    for (let length = 1; length <= path.steps.length; length++) {
      prefixes.add(eventSequenceKey(path.steps.slice(0, length)));
    }
  }
  return kept;
}

function formatEvent(event: EventObject): string {
  const { type, ...params } = event;
  return Object.keys(params).length > 0 ? `${type} ${JSON.stringify(params)}` : type;
}

export function describePath(path: ModelPath): string {
  return path.steps.map((step) => formatEvent(step.event)).join(' → ');
}

/** Resolves a delayed event such as `xstate.after.slideInterval.heroCarousel.playing` to ms. */
export function delayOf(machine: AnyStateMachine, eventType: string): number {
  for (const node of allStateNodes(machine)) {
    for (const transition of node.after) {
      if (transition.eventType !== eventType) {
        continue;
      }
      const delay =
        typeof transition.delay === 'string'
          ? machine.implementations.delays[transition.delay]
          : transition.delay;
      if (typeof delay !== 'number') {
        throw new Error(`Delay of ${eventType} is not a fixed number of ms`);
      }
      return delay;
    }
  }
  throw new Error(`No delayed transition for ${eventType}`);
}

export async function flushMicrotasks(): Promise<void> {
  for (let tick = 0; tick < 10; tick++) {
    await Promise.resolve();
  }
}

export interface PathDriver {
  /** The model the paths were generated from; its delays decide how far the clock moves. */
  machine: AnyStateMachine;
  /** Creates and starts a fresh actor of the system under test. */
  start: (inspect: (event: InspectionEvent) => void) => AnyActorRef;
  /**
   * Performs events that cannot simply be sent (an invoked actor settling) and returns true when
   * it did; the runner then lets pending promise callbacks run before checking the snapshot.
   */
  perform?: (event: EventObject) => boolean;
}

/**
 * Replays one path on a real actor: `xstate.init` starts it, `xstate.after.*` advances the fake
 * clock by the named delay, other events go through the driver or `send`. After every step the
 * actor's state value and context must equal the model's.
 */
export async function runPath(
  path: ModelPath,
  driver: PathDriver,
  recorder: CoverageRecorder,
): Promise<void> {
  let actor: AnyActorRef | undefined;
  vi.useFakeTimers();
  try {
    for (const [index, step] of path.steps.entries()) {
      const { event } = step;
      if (event.type === 'xstate.init') {
        actor = driver.start(recorder.inspect);
      } else if (!actor) {
        throw new Error('The path does not start with xstate.init');
      } else if (event.type.startsWith('xstate.after.')) {
        vi.advanceTimersByTime(delayOf(driver.machine, event.type));
      } else if (driver.perform?.(event)) {
        await flushMicrotasks();
      } else {
        actor.send(event);
      }
      const actual = actor.getSnapshot() as AnyMachineSnapshot;
      recorder.recordSnapshot(actual);
      const observed = { value: actual.value, context: actual.context };
      const modelled = { value: step.state.value, context: step.state.context };
      // isDeepStrictEqual keeps thousands of steps fast; expect() only runs to explain a mismatch.
      if (!isDeepStrictEqual(observed, modelled)) {
        try {
          expect(observed).toEqual(modelled);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          throw new Error(`step ${index} (${formatEvent(event)}): ${message}`, { cause: error });
        }
      }
    }
  } finally {
    actor?.stop();
    vi.useRealTimers();
  }
}

export interface ReplayResult {
  pathCount: number;
  failures: string[];
  recorder: CoverageRecorder;
}

export async function replayPaths(paths: ModelPath[], driver: PathDriver): Promise<ReplayResult> {
  const recorder = new CoverageRecorder();
  const failures: string[] = [];
  for (const path of paths) {
    try {
      await runPath(path, driver, recorder);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      failures.push(`${describePath(path)}\n  ${message}`);
    }
  }
  return { pathCount: paths.length, failures, recorder };
}

/** Runs an expensive async job once, whichever test asks first. */
export function once<T>(job: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () => (result ??= job());
}

/** Replaying thousands of steps takes a few seconds when every test file runs at once. */
export const modelTestTimeout = 60_000;

/**
 * The two model-based tests every machine gets: each generated path replays on a real actor,
 * and together the executed paths cover every state and every transition of the definition.
 */
export function describeModel(
  name: string,
  machine: AnyStateMachine,
  replay: () => Promise<ReplayResult>,
): void {
  describe(name, () => {
    test(
      'every generated path replays on a real actor',
      async () => {
        const { pathCount, failures } = await replay();
        expect(pathCount).toBeGreaterThan(0);
        expect(failures).toEqual([]);
      },
      modelTestTimeout,
    );

    test(
      'every state and every transition is covered by an executed path',
      async () => {
        const { recorder } = await replay();
        expect(findUncovered(machine, recorder)).toEqual({ states: [], transitions: [] });
      },
      modelTestTimeout,
    );
  });
}
