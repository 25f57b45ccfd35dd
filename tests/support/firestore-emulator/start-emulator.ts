import { createRequire } from 'node:module';
import {
  handleListen,
  handleWrite,
  orderByDocumentName,
  removeFieldsLeftOut,
  type BidiCall,
  type EmulatorModules,
} from './emulator-fixes';

/**
 * The fixes in emulator-fixes.ts replace parts of this exact release, whose internals they rely on.
 * A new release may fix them or change what they call, so any other version fails loudly here.
 */
const PINNED_VERSION = '0.3.15';
const HOST = '127.0.0.1';

/**
 * The parts of the package's own @grpc/grpc-js used here. That copy (1.14) sits in the package's
 * nested node_modules, where TypeScript cannot see it, and differs from the one Firebase brings
 * (1.9): the server accepts only credentials made by its own copy.
 */
interface GrpcServer {
  bindAsync(
    address: string,
    credentials: unknown,
    callback: (error: Error | null, port: number) => void,
  ): void;
  unregister(path: string): boolean;
  register<Request, Response>(
    path: string,
    handler: (call: BidiCall<Request, Response>) => void,
    serialize: (response: Response) => Buffer,
    deserialize: (bytes: Buffer) => Request,
    type: 'bidi',
  ): boolean;
}

interface GrpcModule {
  Server: abstract new () => GrpcServer;
  ServerCredentials: { createInsecure(): unknown };
}

export interface RunningFirestoreEmulator {
  host: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * Loads the package through Node's CommonJS resolution, as its own files load each other, so the
 * protobuf classes and the grpc-js copy it uses inside are the very ones the fixes work with.
 */
function loadPinnedEmulator(): EmulatorModules & { grpc: GrpcModule } {
  const requireHere = createRequire(import.meta.url);
  const { version } = requireHere('@firestore-emulator/server/package.json') as {
    version: unknown;
  };
  if (version !== PINNED_VERSION) {
    throw new Error(
      `@firestore-emulator/server is ${String(version)}, but tests/support/firestore-emulator ` +
        `fixes ${PINNED_VERSION}. Pin it back, or re-check every fix in emulator-fixes.ts ` +
        'against the new source and update PINNED_VERSION in start-emulator.ts.',
    );
  }
  const requireFromEmulator = createRequire(requireHere.resolve('@firestore-emulator/server'));
  const proto = (path: string): unknown =>
    requireFromEmulator(`@firestore-emulator/proto/dist/google/firestore/v1/${path}`);
  return {
    server: requireFromEmulator('@firestore-emulator/server') as EmulatorModules['server'],
    firestoreProto: proto('firestore') as EmulatorModules['firestoreProto'],
    queryProto: proto('query') as EmulatorModules['queryProto'],
    grpc: requireFromEmulator('@grpc/grpc-js') as GrpcModule,
  };
}

/**
 * Starts the package's server on 127.0.0.1 and a free port, with the fixes installed. Its own
 * `start(port)` binds 0.0.0.0, which would expose the test database to the network, so the gRPC
 * server it builds (with every handler it does get right) is bound here instead.
 */
export async function startFirestoreEmulator(): Promise<RunningFirestoreEmulator> {
  const modules = loadPinnedEmulator();
  const firestore = new modules.server.FirestoreServer();
  // `server` is private in the package's types; the version pin keeps this access valid.
  const server: unknown = Reflect.get(firestore, 'server');
  if (!(server instanceof modules.grpc.Server)) {
    throw new Error('FirestoreServer no longer keeps its grpc-js Server in `server`.');
  }
  const { state } = firestore;
  const { Write, Listen } = modules.firestoreProto.UnimplementedFirestoreService.definition;

  orderByDocumentName(modules, state);
  removeFieldsLeftOut(state);
  server.unregister(Write.path);
  server.register(
    Write.path,
    (call) => handleWrite(modules, state, call),
    Write.responseSerialize,
    Write.requestDeserialize,
    'bidi',
  );
  server.unregister(Listen.path);
  server.register(
    Listen.path,
    (call) => handleListen(modules, state, call),
    Listen.responseSerialize,
    Listen.requestDeserialize,
    'bidi',
  );

  const port = await new Promise<number>((resolve, reject) => {
    server.bindAsync(
      `${HOST}:0`,
      modules.grpc.ServerCredentials.createInsecure(),
      (error, bound) => (error ? reject(error) : resolve(bound)),
    );
  });

  return {
    host: HOST,
    port,
    stop: () => {
      // Forced: SDK instances a test did not terminate keep streams open, which a graceful
      // shutdown would wait on forever.
      firestore.stop();
      return Promise.resolve();
    },
  };
}
