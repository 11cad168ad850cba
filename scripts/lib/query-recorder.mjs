// A recording proxy in front of the Firestore emulator: every client (the web SDK's REST calls,
// the full SDK's WebChannel, the Admin SDK's gRPC in tests and in the Functions emulator) talks
// to it instead of the emulator, and it writes the shape of every query it forwards to a JSON
// Lines file. tests/indexes/ then holds each shape against firestore.indexes.json: the emulator
// never enforces composite indexes, so this is where a missing one is found.
//
// One port serves both protocols: a connection that opens with the HTTP/2 preface (gRPC, prior
// knowledge, no TLS) goes to an HTTP/2 server, anything else to an HTTP/1.1 server; both forward
// byte for byte and only read a copy of the request.
import { appendFileSync, mkdirSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { createRequire } from 'node:module';
import net from 'node:net';
import { dirname, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const H2_PREFACE = 'PRI * HTTP/2.0';
// Query-bearing calls: REST (Lite), WebChannel (the full SDK's listen stream), gRPC (Admin SDK).
const REST_QUERY = /:run(Aggregation)?Query(\?|$)/;
const WEBCHANNEL = /\/google\.firestore\.v1\.Firestore\/Listen\/channel/;
const GRPC_METHODS = {
  '/google.firestore.v1.Firestore/RunQuery': 'google.firestore.v1.RunQueryRequest',
  '/google.firestore.v1.Firestore/RunAggregationQuery':
    'google.firestore.v1.RunAggregationQueryRequest',
  '/google.firestore.v1.Firestore/Listen': 'google.firestore.v1.ListenRequest',
};
// Write-bearing gRPC calls (the Admin SDK's batches, transactions and BulkWriter).
const GRPC_WRITES = {
  '/google.firestore.v1.Firestore/Commit': 'google.firestore.v1.CommitRequest',
  '/google.firestore.v1.Firestore/BatchWrite': 'google.firestore.v1.BatchWriteRequest',
};

/** The document names a list of v1 `Write`s changes (updates, deletes, transforms). */
export function writtenDocuments(writes = []) {
  return writes
    .map((write) => write.update?.name ?? write.delete ?? write.transform?.document)
    .filter((name) => typeof name === 'string');
}

/** Firestore's v1 protos as the Admin SDK ships them, to read its gRPC requests. */
function loadProtos() {
  const require = createRequire(resolve(ROOT, 'node_modules/@google-cloud/firestore/package.json'));
  const protobuf = require('protobufjs');
  return protobuf.Root.fromJSON(require('./build/protos/v1.json'));
}

/**
 * Every query in a request body, found wherever it sits (`structuredQuery` of runQuery and of a
 * listen target, `structuredAggregationQuery` with its aggregations).
 */
export function findQueries(value, found = []) {
  if (Array.isArray(value)) {
    for (const item of value) findQueries(item, found);
  } else if (value && typeof value === 'object') {
    if (value.structuredAggregationQuery?.structuredQuery) {
      found.push({
        structuredQuery: value.structuredAggregationQuery.structuredQuery,
        aggregations: value.structuredAggregationQuery.aggregations ?? [],
      });
      return found;
    }
    if (value.structuredQuery) {
      found.push({ structuredQuery: value.structuredQuery, aggregations: [] });
      return found;
    }
    for (const item of Object.values(value)) findQueries(item, found);
  }
  return found;
}

/** The JSON documents in an HTTP/1.1 body: JSON itself, or WebChannel's form fields. */
function jsonIn(body, contentType = '') {
  const text = body.toString('utf8');
  if (!contentType.includes('x-www-form-urlencoded')) {
    try {
      return [JSON.parse(text)];
    } catch {
      return [];
    }
  }
  const docs = [];
  for (const [, value] of new URLSearchParams(text)) {
    try {
      docs.push(JSON.parse(value));
    } catch {
      // a counter or an offset, not a request
    }
  }
  return docs;
}

/** Splits gRPC's length-prefixed messages out of a byte stream as it arrives. */
function grpcFrames(onMessage) {
  let pending = Buffer.alloc(0);
  return (chunk) => {
    pending = Buffer.concat([pending, chunk]);
    while (pending.length >= 5) {
      const length = pending.readUInt32BE(1);
      if (pending.length < 5 + length) return;
      // A compressed message (flag 1) is not read: the Admin SDK does not compress requests.
      if (pending[0] === 0) onMessage(pending.subarray(5, 5 + length));
      pending = pending.subarray(5 + length);
    }
  };
}

/**
 * Starts the proxy on `port` (127.0.0.1), forwarding to the emulator at `target` ({ host, port })
 * and appending each distinct query shape to `logFile` as one JSON line:
 * `{ via, structuredQuery, aggregations }`. With `writeLog`, every gRPC commit the emulator
 * accepted is appended there too, as `{ t, docs }` (when the answer came, in ms since the epoch,
 * and the documents it wrote): scripts/load-rollups.mjs counts writes per document from it.
 * Resolves with { port, close() }.
 */
export async function startQueryRecorder({ target, port, logFile, writeLog }) {
  if (logFile) mkdirSync(dirname(logFile), { recursive: true });
  if (writeLog) mkdirSync(dirname(writeLog), { recursive: true });
  const seen = new Set();
  const record = (via, queries) => {
    if (!logFile) return;
    for (const query of queries) {
      const line = JSON.stringify({ via, ...withoutValues(query) });
      if (seen.has(line)) continue;
      seen.add(line);
      appendFileSync(logFile, `${line}\n`);
    }
  };
  const protos = loadProtos();

  const h1 = http.createServer((req, res) => {
    const reads = REST_QUERY.test(req.url ?? '') || WEBCHANNEL.test(req.url ?? '');
    const chunks = [];
    const upstream = http.request(
      {
        host: target.host,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.on('data', (chunk) => {
      if (reads) chunks.push(chunk);
      upstream.write(chunk);
    });
    req.on('end', () => {
      upstream.end();
      if (!reads || chunks.length === 0) return;
      const via = WEBCHANNEL.test(req.url ?? '') ? 'webchannel' : 'rest';
      for (const doc of jsonIn(Buffer.concat(chunks), req.headers['content-type']))
        record(via, findQueries(doc));
    });
    req.on('error', () => upstream.destroy());
  });
  h1.keepAliveTimeout = 60_000;

  const h2 = http2.createServer();
  const sessions = new Set();
  h2.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
    const upstream = http2.connect(`http://${target.host}:${target.port}`);
    upstream.on('error', () => session.destroy());
    session.on('close', () => upstream.close());
    session.on('error', () => upstream.destroy());
    session.upstream = upstream;
  });
  h2.on('stream', (stream, headers) => {
    // The upstream session sets its own authority and scheme.
    const forwarded = { ...headers };
    delete forwarded[':authority'];
    delete forwarded[':scheme'];
    const method = GRPC_METHODS[headers[':path']];
    const type = method ? protos.lookupType(method) : null;
    const writeType =
      writeLog && GRPC_WRITES[headers[':path']]
        ? protos.lookupType(GRPC_WRITES[headers[':path']])
        : null;
    // The documents of a commit, logged once the emulator has answered that it succeeded.
    let written = [];
    const read = type
      ? grpcFrames((message) => {
          const request = type.toObject(type.decode(message), { enums: String, longs: String });
          record('grpc', findQueries(request));
        })
      : writeType
        ? grpcFrames((message) => {
            written = writtenDocuments(writeType.toObject(writeType.decode(message)).writes);
          })
        : null;
    const logWrites = (status) => {
      if (!writeType || String(status) !== '0' || written.length === 0) return;
      appendFileSync(writeLog, `${JSON.stringify({ t: Date.now(), docs: written })}\n`);
      written = [];
    };
    const upstream = stream.session.upstream.request(forwarded);
    let trailers = {};
    upstream.on('response', (answer, flags) => {
      const { ':status': status, ...rest } = answer;
      // A trailers-only answer (a gRPC error) ends on its headers: pass it on as such.
      const endStream = Boolean(flags & http2.constants.NGHTTP2_FLAG_END_STREAM);
      if (stream.destroyed) return;
      stream.respond({ ':status': status, ...rest }, { endStream, waitForTrailers: !endStream });
    });
    upstream.on('trailers', (received) => {
      trailers = received;
      logWrites(received['grpc-status']);
    });
    stream.on('wantTrailers', () => stream.sendTrailers(trailers));
    upstream.on('data', (chunk) => {
      if (!stream.destroyed && !stream.writableEnded) stream.write(chunk);
    });
    upstream.on('end', () => {
      if (!stream.destroyed && !stream.writableEnded) stream.end();
    });
    upstream.on('error', () => stream.destroy());
    upstream.on('close', () => {
      if (!stream.destroyed && upstream.rstCode) stream.close(upstream.rstCode);
    });
    stream.on('data', (chunk) => {
      read?.(chunk);
      upstream.write(chunk);
    });
    stream.on('end', () => upstream.end());
    stream.on('error', () => upstream.destroy());
    stream.on('close', () => {
      if (!upstream.destroyed) upstream.close();
    });
  });

  const server = net.createServer((socket) => {
    socket.once('readable', () => {
      const head = socket.read();
      if (head === null) {
        socket.once('readable', () => socket.destroy());
        return;
      }
      socket.unshift(head);
      const protocol = head.toString('latin1', 0, H2_PREFACE.length) === H2_PREFACE ? h2 : h1;
      protocol.emit('connection', socket);
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', done);
  });
  return {
    port: server.address().port,
    close: () =>
      new Promise((done) => {
        h1.closeAllConnections();
        server.close(() => done());
        for (const session of sessions) session.destroy();
      }),
  };
}

/**
 * A query with its filter values dropped: the index a query needs depends on fields, operators
 * and directions only, and values may be e-mail addresses.
 */
function withoutValues(query) {
  return JSON.parse(
    JSON.stringify(query, (key, value) =>
      key === 'value' && value && typeof value === 'object' && !('fieldPath' in value)
        ? undefined
        : key === 'values' || key === 'startAt' || key === 'endAt'
          ? undefined
          : value,
    ),
  );
}
