/**
 * What @firestore-emulator/server 0.3.15 gets wrong for the Firebase web SDK, and the replacement
 * for each. start-emulator.ts installs them and refuses any other version of the package.
 */
import type * as FirestoreProto from '@firestore-emulator/proto/dist/google/firestore/v1/firestore';
import type * as QueryProto from '@firestore-emulator/proto/dist/google/firestore/v1/query';
import type * as EmulatorPackage from '@firestore-emulator/server';

/** The package's modules, loaded the way its own files load them (see start-emulator.ts). */
export interface EmulatorModules {
  server: typeof EmulatorPackage;
  firestoreProto: typeof FirestoreProto;
  queryProto: typeof QueryProto;
}

type FirestoreState = InstanceType<typeof EmulatorPackage.FirestoreState>;
type StoredDocument = ReturnType<FirestoreState['v1Query']>[number];

/** The side of a gRPC bidirectional call the handlers use. */
export interface BidiCall<Request, Response> {
  on(event: 'data', listener: (request: Request) => void): unknown;
  on(event: 'end' | 'close', listener: () => void): unknown;
  write(response: Response): boolean;
  end(): void;
  /** grpc-js ends the call with this status. */
  emit(event: 'error', status: { code: number; details: string }): boolean;
}

/** A gRPC code the SDK treats as final, so a failed call rejects instead of retrying forever. */
const UNIMPLEMENTED = 12;

function describeError(error: unknown): { code: number; message: string } {
  const message = error instanceof Error ? error.message : String(error);
  // The package's own failures (ALREADY_EXISTS, NOT_FOUND) carry the code Firestore would send.
  const code =
    error instanceof Error && 'code' in error && typeof error.code === 'number'
      ? error.code
      : UNIMPLEMENTED;
  return { code, message: `Embedded Firestore emulator: ${message}` };
}

/**
 * The package has no `Write` handler, and the SDK sends every addDoc, setDoc, updateDoc and
 * writeBatch over this stream, so without it they never resolve. Protocol: the first request is a
 * handshake with no writes; each later request is one batch, answered with one result per write.
 * Writes in a batch are applied one by one, so a batch that fails half-way keeps its first writes
 * (Firestore would apply none): tests of atomic failure need the official emulator.
 */
export function handleWrite(
  { server, firestoreProto }: EmulatorModules,
  state: FirestoreState,
  call: BidiCall<FirestoreProto.WriteRequest, FirestoreProto.WriteResponse>,
): void {
  let sequence = 0;
  call.on('data', (request) => {
    const now = new Date();
    try {
      const writeResults = request.writes.map((write) =>
        state.writeV1Document(now, write).toObject(),
      );
      sequence += 1;
      call.write(
        firestoreProto.WriteResponse.fromObject({
          stream_id: 'embedded',
          // The SDK asserts every response carries a token; it sends the latest one back.
          stream_token: Buffer.from(String(sequence)),
          commit_time: server.TimestampFromDate(now).toObject(),
          write_results: writeResults,
        }),
      );
    } catch (error) {
      const { code, message } = describeError(error);
      call.emit('error', { code, details: message });
    }
  });
  call.on('end', () => call.end());
}

/**
 * The package reads only the first request of a `Listen` stream, but the SDK keeps one stream per
 * Firestore instance and sends every later read (an add_target) and every finished one (a
 * remove_target) on it, so the second read on an instance hangs. This hands each add_target to the
 * package's own v1Listen and keeps its unsubscribe callbacks per target, to run on remove_target
 * or when the stream closes.
 */
export function handleListen(
  { firestoreProto }: EmulatorModules,
  state: FirestoreState,
  call: BidiCall<FirestoreProto.ListenRequest, FirestoreProto.ListenResponse>,
): void {
  const unsubscribers = new Map<number, (() => void)[]>();
  const stopTarget = (targetId: number) => {
    for (const unsubscribe of unsubscribers.get(targetId) ?? []) unsubscribe();
    unsubscribers.delete(targetId);
  };
  const removed = (targetId: number, cause?: { code: number; message: string }) =>
    firestoreProto.ListenResponse.fromObject({
      target_change: {
        target_change_type: firestoreProto.TargetChangeTargetChangeType.REMOVE,
        target_ids: [targetId],
        cause,
      },
    });

  call.on('data', (request) => {
    if (request.has_remove_target) {
      stopTarget(request.remove_target);
      // Until the server confirms, the SDK counts the target as pending and ignores its changes.
      call.write(removed(request.remove_target));
      return;
    }
    if (!request.has_add_target) return;
    const targetId = request.add_target.target_id;
    const targetUnsubscribers: (() => void)[] = [];
    unsubscribers.set(targetId, targetUnsubscribers);
    try {
      state.v1Listen(
        request,
        (response) => call.write(response),
        (unsubscribe) => targetUnsubscribers.push(unsubscribe),
      );
    } catch (error) {
      // A query the package cannot run would otherwise throw out of this event handler and crash
      // the test run; removing the target with a cause rejects just that read, with the reason.
      stopTarget(targetId);
      call.write(removed(targetId, describeError(error)));
    }
  });
  call.on('end', () => call.end());
  call.on('close', () => {
    for (const targetId of [...unsubscribers.keys()]) stopTarget(targetId);
  });
}

function compareInQueryOrder(
  { queryProto }: EmulatorModules,
  orderBy: QueryProto.StructuredQueryOrder[],
  a: StoredDocument,
  b: StoredDocument,
): number {
  for (const { field, direction } of orderBy) {
    const sign = direction === queryProto.StructuredQueryDirection.DESCENDING ? -1 : 1;
    if (field.field_path === '__name__') {
      if (a.getPath() !== b.getPath()) return a.getPath() < b.getPath() ? -sign : sign;
      continue;
    }
    // As the package does: documents holding the field first, values of different types tie.
    const left = a.getField(field.field_path);
    const right = b.getField(field.field_path);
    if (!left || !right) {
      if (left !== right) return left ? -1 : 1;
      continue;
    }
    if (left.lt(right)) return -sign;
    if (right.lt(left)) return sign;
  }
  return 0;
}

/**
 * Firestore breaks ties in a query's order by document name, and the SDK sends that as a final
 * `__name__` ordering, but the package's v1Query skips `__name__`, keeps insertion order, and then
 * applies `limit`. A limit query so returns the wrong documents; the SDK, whose cache already holds
 * the right ones from its own writes, then waits forever for the server to agree. The query now
 * runs without its limit, is sorted in full query order, and the limit is applied after.
 * Cursors (startAfter and the like) and offset stay unsupported: the package ignores them.
 */
export function orderByDocumentName(modules: EmulatorModules, state: FirestoreState): void {
  const runQuery = state.v1Query.bind(state);
  state.v1Query = (parent, structuredQuery) => {
    // A copy, as the package re-runs a listened query on every change with this same object.
    const unlimited = modules.queryProto.StructuredQuery.deserialize(structuredQuery.serialize());
    // Assigning undefined clears the field; the generated setter's type leaves undefined out.
    Reflect.set(unlimited, 'limit', undefined);
    const documents = runQuery(parent, unlimited).sort((a, b) =>
      compareInQueryOrder(modules, structuredQuery.order_by, a, b),
    );
    return structuredQuery.has_limit ? documents.slice(0, structuredQuery.limit.value) : documents;
  };
}

/** The top-level field a mask path names, or null for a path into a map (`a.b`). */
function topLevelField(path: string): string | null {
  const quoted = /^`((?:[^`\\]|\\.)*)`$/.exec(path);
  if (quoted) return (quoted[1] ?? '').replace(/\\(.)/g, '$1');
  return path.includes('.') ? null : path;
}

/**
 * The package's writes only ever add fields. A set() without merge keeps the fields the new data
 * leaves out, where Firestore replaces the whole document; and a merge or update() whose mask
 * names a field the data lacks (how FieldValue.delete() travels) keeps that field, where Firestore
 * removes it. After the package's own write, this removes those fields. Paths into maps keep the
 * package's behaviour.
 */
export function removeFieldsLeftOut(state: FirestoreState): void {
  const write = state.writeV1Document.bind(state);
  state.writeV1Document = (date, request) => {
    const result = write(date, request);
    if (!request.has_update) return result;
    const document = state.getDocument(request.update.name);
    // `fields` is private in the package's types; the version pin keeps this access valid.
    const fields: unknown = Reflect.get(document, 'fields');
    if (typeof fields !== 'object' || fields === null) return result;

    const written = new Set([
      ...request.update.fields.keys(),
      ...request.update_transforms.map(({ field_path }) => topLevelField(field_path)),
    ]);
    const replaceable = request.has_update_mask
      ? request.update_mask.field_paths.map(topLevelField)
      : Object.keys(fields);
    const leftOut = new Set(
      replaceable.filter((key): key is string => key !== null && !written.has(key)),
    );
    if (![...leftOut].some((key) => key in fields)) return result;

    Reflect.set(
      document,
      'fields',
      Object.fromEntries(Object.entries(fields).filter(([key]) => !leftOut.has(key))),
    );
    // Listeners heard of the write before this correction; they hear of the document again.
    state.emitter.emit('update-document', { document });
    return result;
  };
}
