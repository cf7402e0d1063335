/** The server's limits as docs/api.md, docs/security.md and docs/deploy.md quote them. */
import { SEND_CAP } from "#app/features/landing/contact/send-cap";
import { API_ENDPOINTS } from "#model/api-endpoints";
import { BATCH_MAX_ROWS, MAX_CELL_CHARS, MAX_JSON_DEPTH, MAX_LINE_CHARS } from "#model/batch/limits";
import { CHUNK_ROWS, SLICE_MS } from "#server/api/batch";
import { SHUT_OUT_MS } from "#server/connections/per-client";
import { MAX_PIPELINED } from "#server/connections/pipelining";
import { parseServerEnv } from "#server/env";
import { MAX_PATH_LENGTH } from "#server/middleware/request-log";
import { MAX_HELD_BYTES } from "#server/static/site-files";

import { captured, capturedNumber, type DocFigure, grouped, kib, mib, nth, ordinal, seconds, word } from "./figures";

const env = parseServerEnv({});
const ENV = "server/env.ts (the default of";
const applicationBytes = API_ENDPOINTS.predict.request.maxBytes;
const batchBytes = API_ENDPOINTS.predictBatch.request.maxBytes;
const rowsPerUnit = API_ENDPOINTS.predictBatch.quota.rowsPerUnit;
const largestBatchCost = Math.ceil(BATCH_MAX_ROWS / rowsPerUnit);
// server/node.ts starts the server when imported, so its constants are read from its source.
const checkEvery = capturedNumber("server/node.ts", /connectionsCheckingInterval: ([\d_]+)/);
const drainGrace = capturedNumber("server/node.ts", /const DRAIN_GRACE_MS = ([\d_]+);/);
const shutdownTimeout = capturedNumber("server/node.ts", /const SHUTDOWN_TIMEOUT_MS = ([\d_]+);/);
const limiterKeys = capturedNumber("server/rate-limit/memory-store.ts", /maxKeys = ([\d_]+)/);
const semiSpace = capturedNumber("package.json", /"start": "[^"]*--max-semi-space-size=(\d+)/);
const workerLimit = capturedNumber("wrangler.jsonc", /"simple": \{ "limit": (\d+)/);
const workerPeriod = capturedNumber("wrangler.jsonc", /"simple": \{ "limit": \d+, "period": (\d+)/);
const nginxConnections = capturedNumber("deploy/nginx.conf", /limit_conn per_client_connections (\d+);/);
const nginxRate = capturedNumber("deploy/nginx.conf", /rate=(\d+)r\/s/);
const nginxBurst = capturedNumber("deploy/nginx.conf", /burst=(\d+)/);
const nftConnections = capturedNumber("deploy/nftables.conf", /ip saddr ct count over (\d+)/);
const stopTimeout = capturedNumber("deploy/portfolio.service", /TimeoutStopSec=(\d+)/);
const echoChars = capturedNumber("server/api/validation.ts", /function truncate\(text: string, max = (\d+)\)/);
const describedChars = capturedNumber("model/batch/limits.ts", /if \(value\.length <= (\d+)\) return JSON\.stringify/);
const fairnessBound = capturedNumber("server/node-fairness.test.ts", /toBeLessThan\((\d+) \* factor\)/);
const floodBound = capturedNumber("server/connections/node-pipelining.test.ts", /toBeLessThan\((\d+) \* factor\)/);
const caddyUpstream = captured("deploy/Caddyfile", /reverse_proxy ([\d.]+:\d+)/);
const nginxUpstream = captured("deploy/nginx.conf", /server ([\d.]+:\d+);/);
const nftPorts = captured("deploy/nftables.conf", /tcp dport \{ (\d+), (?:\d+) \}/);
const nftTlsPort = captured("deploy/nftables.conf", /tcp dport \{ \d+, (\d+) \}/);
const serviceHost = captured("deploy/portfolio.service", /^Environment=HOST=([\d.]+)$/m);
const perHour = SEND_CAP.windowMs === 3_600_000 ? "an hour" : `per ${seconds(SEND_CAP.windowMs)}`;
const sends = `at most ${word(SEND_CAP.sends)} messages ${perHour}`;

const api = "docs/api.md";
const security = "docs/security.md";
const deploy = "docs/deploy.md";
const features = "docs/features.md";

export const SERVER_FIGURES: DocFigure[] = [
  { doc: api, says: `413 over ${kib(applicationBytes)}`, from: "model/api-endpoints.ts (APPLICATION_BYTES)" },
  {
    doc: api,
    says: `up to ${grouped(BATCH_MAX_ROWS)} rows and ${mib(batchBytes)}`,
    from: "model/batch/limits.ts (BATCH_MAX_ROWS) and model/api-endpoints.ts (BATCH_BYTES)",
  },
  { doc: api, says: `a batch one per ${rowsPerUnit} rows`, from: "model/api-endpoints.ts (BATCH_ROWS_PER_UNIT)" },
  { doc: features, says: `of up to ${grouped(BATCH_MAX_ROWS)} rows`, from: "model/batch/limits.ts (BATCH_MAX_ROWS)" },

  // docs/security.md
  {
    doc: security,
    says: `deliver its headers within ${seconds(env.HEADERS_TIMEOUT_MS)} and its whole request within ${seconds(env.REQUEST_TIMEOUT_MS)}`,
    from: `${ENV} HEADERS_TIMEOUT_MS and REQUEST_TIMEOUT_MS)`,
  },
  {
    doc: security,
    says: `checked every ${checkEvery === 1000 ? "second" : seconds(checkEvery)}), idle keep-alive connections close after ${seconds(env.KEEP_ALIVE_TIMEOUT_MS)}`,
    from: `server/node.ts (connectionsCheckingInterval) and ${ENV} KEEP_ALIVE_TIMEOUT_MS)`,
  },
  {
    doc: security,
    says: `at most ${grouped(env.MAX_CONNECTIONS)} connections are open at once, ${env.MAX_CONNECTIONS_PER_CLIENT} of them per client`,
    from: `${ENV} MAX_CONNECTIONS and MAX_CONNECTIONS_PER_CLIENT)`,
  },
  {
    doc: security,
    says: `about ${seconds(env.HEADERS_TIMEOUT_MS + checkEvery)} (headers) or ${seconds(env.REQUEST_TIMEOUT_MS + checkEvery)} (body)`,
    from: `${ENV} HEADERS_TIMEOUT_MS and REQUEST_TIMEOUT_MS, plus server/node.ts's connectionsCheckingInterval)`,
  },
  { doc: security, says: `\`STALL_TIMEOUT_MS\` (${seconds(env.STALL_TIMEOUT_MS)})`, from: `${ENV} STALL_TIMEOUT_MS)` },
  {
    doc: security,
    says: `a stalled reader is held about ${seconds(env.STALL_TIMEOUT_MS)} after its last byte`,
    from: `${ENV} STALL_TIMEOUT_MS)`,
  },
  {
    doc: security,
    says: `one unit of the per-client quota per ${rowsPerUnit} rows`,
    from: "model/api-endpoints.ts (BATCH_ROWS_PER_UNIT)",
  },
  {
    doc: security,
    says: `batch (${grouped(BATCH_MAX_ROWS)} rows) costs ${largestBatchCost} of the ${env.RATE_LIMIT_PER_MINUTE} a minute`,
    from: `model/batch/limits.ts (BATCH_MAX_ROWS), model/api-endpoints.ts (BATCH_ROWS_PER_UNIT) and ${ENV} RATE_LIMIT_PER_MINUTE)`,
  },
  {
    doc: security,
    says:
      `at most ${mib(batchBytes)} and ${grouped(BATCH_MAX_ROWS)} rows (past those only counted, for the 413), a line ` +
      `of ${grouped(MAX_LINE_CHARS)} characters, a cell of ${MAX_CELL_CHARS}, JSON nested ${MAX_JSON_DEPTH} deep`,
    from: "model/batch/limits.ts and model/api-endpoints.ts (BATCH_BYTES)",
  },
  {
    doc: security,
    says: `slices of ${SLICE_MS} ms or ${grouped(CHUNK_ROWS)} rows`,
    from: "server/api/batch.ts (SLICE_MS, CHUNK_ROWS)",
  },
  {
    doc: security,
    says: `holds at most ${grouped(limiterKeys)} windows`,
    from: "server/rate-limit/memory-store.ts (maxKeys)",
  },
  {
    doc: security,
    says: `files up to ${mib(MAX_HELD_BYTES)} are held`,
    from: "server/static/site-files.ts (MAX_HELD_BYTES)",
  },
  {
    doc: security,
    says: `bodies over ${kib(applicationBytes)} are refused`,
    from: "model/api-endpoints.ts (APPLICATION_BYTES)",
  },
  {
    doc: security,
    says: `text over ${describedChars} characters as its first ${describedChars}`,
    from: "model/batch/limits.ts (describeValue's cut)",
  },
  {
    doc: security,
    says: `errors never echo more than ${echoChars} characters`,
    from: "server/api/validation.ts (truncate's max)",
  },
  {
    doc: security,
    says: `the test's bound is ${fairnessBound} ms of a whole CPU`,
    from: "server/node-fairness.test.ts (its bound)",
  },
  {
    doc: security,
    says: `The test suite holds this to ${floodBound} ms of a whole CPU`,
    from: "server/connections/node-pipelining.test.ts (its bound on a visitor's wait)",
  },
  {
    doc: security,
    says: `the path is cut to ${MAX_PATH_LENGTH} characters`,
    from: "server/middleware/request-log.ts (MAX_PATH_LENGTH)",
  },
  { doc: security, says: `A browser sends ${sends}`, from: "app/features/landing/contact/send-cap.ts (SEND_CAP)" },
  {
    doc: security,
    says: `the ${ordinal(SEND_CAP.sends + 1)} is told`,
    from: "app/features/landing/contact/send-cap.ts (SEND_CAP)",
  },
  {
    doc: security,
    says:
      `at most ${MAX_PIPELINED} requests waiting per connection (the next one destroys the connection and shuts its ` +
      `client out for ${seconds(SHUT_OUT_MS)}), ${env.MAX_CONNECTIONS_PER_CLIENT} connections per client`,
    from: `server/connections/pipelining.ts (MAX_PIPELINED), server/connections/per-client.ts (SHUT_OUT_MS), ${ENV} MAX_CONNECTIONS_PER_CLIENT)`,
  },
  {
    doc: security,
    says: `${grouped(env.MAX_CONNECTIONS)} in all`,
    from: `${ENV} MAX_CONNECTIONS)`,
  },
  {
    doc: security,
    says: `(${grouped(env.MAX_CONNECTIONS)} ÷ ${env.MAX_CONNECTIONS_PER_CLIENT} = ${Math.ceil(env.MAX_CONNECTIONS / env.MAX_CONNECTIONS_PER_CLIENT)} addresses fill the slots)`,
    from: `${ENV} MAX_CONNECTIONS and MAX_CONNECTIONS_PER_CLIENT)`,
  },
  {
    doc: security,
    says: `lets at most ${MAX_PIPELINED} of a connection's requests wait for their answers; the ${nth(MAX_PIPELINED + 1)} destroys`,
    from: "server/connections/pipelining.ts (MAX_PIPELINED)",
  },
  {
    doc: security,
    says: `refuses that client's new connections for ${seconds(SHUT_OUT_MS)}`,
    from: "server/connections/per-client.ts (SHUT_OUT_MS)",
  },
  {
    doc: security,
    says: `\`MAX_CONNECTIONS_PER_CLIENT\` (${env.MAX_CONNECTIONS_PER_CLIENT}) open sockets, destroying the ${nth(env.MAX_CONNECTIONS_PER_CLIENT + 1)}`,
    from: `${ENV} MAX_CONNECTIONS_PER_CLIENT)`,
  },
  {
    doc: security,
    says: `pipelines more than ${MAX_PIPELINED} requests in one write`,
    from: "server/connections/pipelining.ts (MAX_PIPELINED)",
  },
  {
    doc: security,
    says: `\`deploy/nginx.conf\`: ${nginxConnections} connections and ${nginxRate} requests a second per address`,
    from: "deploy/nginx.conf (limit_conn, limit_req_zone's rate)",
  },

  // docs/deploy.md
  {
    doc: deploy,
    says: `at most ${workerLimit} predictions per minute per client`,
    from: "wrangler.jsonc (ratelimits[0].simple.limit)",
  },
  {
    doc: deploy,
    says: `the whole window (${workerPeriod} s)`,
    from: "wrangler.jsonc (ratelimits[0].simple.period)",
  },
  { doc: deploy, says: `pin both at ${workerLimit}`, from: "wrangler.jsonc (ratelimits[0].simple.limit)" },
  {
    doc: deploy,
    says: `\`MAX_CONNECTIONS_PER_CLIENT\` (${env.MAX_CONNECTIONS_PER_CLIENT}) open connections, answers at most ${MAX_PIPELINED} requests pipelined on one connection before closing it, and refuses for ${seconds(SHUT_OUT_MS)}`,
    from: `${ENV} MAX_CONNECTIONS_PER_CLIENT), server/connections/pipelining.ts (MAX_PIPELINED) and server/connections/per-client.ts (SHUT_OUT_MS)`,
  },
  {
    doc: deploy,
    says:
      `\`limit_conn\` (${nginxConnections} connections per client address; with HTTP/2, ${nginxConnections} requests in ` +
      `flight) and \`limit_req\` (${nginxRate} requests a second, bursts of ${nginxBurst})`,
    from: "deploy/nginx.conf (limit_conn, limit_req_zone's rate, limit_req's burst)",
  },
  { doc: deploy, says: `allows ${nftConnections} per client`, from: "deploy/nftables.conf (ct count over)" },
  {
    doc: deploy,
    says: `listening on ${serviceHost}:${env.PORT}`,
    from: `deploy/portfolio.service (HOST) and ${ENV} PORT)`,
  },
  { doc: "README.md", says: `site and API on http://localhost:${env.PORT}`, from: `${ENV} PORT)` },
  { doc: "docs/features.md", says: `(\`npm start\`, then http://localhost:${env.PORT})`, from: `${ENV} PORT)` },
  {
    doc: deploy,
    says: `both forward to ${caddyUpstream} and`,
    from: "deploy/Caddyfile (reverse_proxy)",
  },
  { doc: deploy, says: `both forward to ${nginxUpstream} and`, from: "deploy/nginx.conf (upstream)" },
  { doc: deploy, says: `to ports ${nftPorts} and ${nftTlsPort}`, from: "deploy/nftables.conf (tcp dport)" },
  {
    doc: security,
    says: `hold ${env.MAX_CONNECTIONS_PER_CLIENT} slots, not ${grouped(env.MAX_CONNECTIONS)}`,
    from: `${ENV} MAX_CONNECTIONS_PER_CLIENT and MAX_CONNECTIONS)`,
  },
  { doc: "README.md", says: `http://localhost:${env.PORT} (set \`PORT\` to change)`, from: `${ENV} PORT)` },
  { doc: deploy, says: `serves build/ on PORT (${env.PORT})`, from: `${ENV} PORT)` },
  { doc: deploy, says: `| \`PORT\`, \`HOST\` | ${env.PORT}, ${env.HOST} |`, from: `${ENV} PORT and HOST)` },
  {
    doc: deploy,
    says: `| \`RATE_LIMIT_PER_MINUTE\` | ${env.RATE_LIMIT_PER_MINUTE} |`,
    from: `${ENV} RATE_LIMIT_PER_MINUTE)`,
  },
  { doc: deploy, says: `| \`TRUST_PROXY\` | ${env.TRUST_PROXY} |`, from: `${ENV} TRUST_PROXY)` },
  { doc: deploy, says: `| \`LOG_REQUESTS\` | ${Number(env.LOG_REQUESTS)} |`, from: `${ENV} LOG_REQUESTS)` },
  {
    doc: deploy,
    says: `| \`HEADERS_TIMEOUT_MS\`, \`REQUEST_TIMEOUT_MS\` | ${env.HEADERS_TIMEOUT_MS}, ${env.REQUEST_TIMEOUT_MS} |`,
    from: `${ENV} HEADERS_TIMEOUT_MS and REQUEST_TIMEOUT_MS)`,
  },
  {
    doc: deploy,
    says: `| \`KEEP_ALIVE_TIMEOUT_MS\` | ${env.KEEP_ALIVE_TIMEOUT_MS} |`,
    from: `${ENV} KEEP_ALIVE_TIMEOUT_MS)`,
  },
  { doc: deploy, says: `| \`STALL_TIMEOUT_MS\` | ${env.STALL_TIMEOUT_MS} |`, from: `${ENV} STALL_TIMEOUT_MS)` },
  { doc: deploy, says: `| \`MAX_CONNECTIONS\` | ${env.MAX_CONNECTIONS} |`, from: `${ENV} MAX_CONNECTIONS)` },
  {
    doc: deploy,
    says: `| \`MAX_CONNECTIONS_PER_CLIENT\` | ${env.MAX_CONNECTIONS_PER_CLIENT} |`,
    from: `${ENV} MAX_CONNECTIONS_PER_CLIENT)`,
  },
  {
    doc: deploy,
    says: `| \`HOST_BEHIND_PROXY\` | ${Number(env.HOST_BEHIND_PROXY)} |`,
    from: `${ENV} HOST_BEHIND_PROXY)`,
  },
  { doc: deploy, says: `| \`BUILD_DIR\` | ${env.BUILD_DIR} |`, from: `${ENV} BUILD_DIR)` },
  { doc: deploy, says: `\`TimeoutStopSec=${stopTimeout}\``, from: "deploy/portfolio.service (TimeoutStopSec)" },
  {
    doc: deploy,
    says: `--node-args="--max-semi-space-size=${semiSpace}"\` (the flag \`npm start\` sets: V8's young generation capped at ${semiSpace} MB semi-spaces`,
    from: "package.json (the start script's --max-semi-space-size)",
  },
  {
    doc: deploy,
    says: `for ${drainGrace === 1000 ? "one second" : seconds(drainGrace)} \`/api/health\` answers 503`,
    from: "server/node.ts (DRAIN_GRACE_MS)",
  },
  {
    doc: deploy,
    says: `exits 0 (${seconds(shutdownTimeout)} at most)`,
    from: "server/node.ts (SHUTDOWN_TIMEOUT_MS)",
  },
  { doc: deploy, says: `${sends} per browser`, from: "app/features/landing/contact/send-cap.ts (SEND_CAP)" },
  {
    doc: deploy,
    says: `the ${ordinal(SEND_CAP.sends + 1)} gets a message`,
    from: "app/features/landing/contact/send-cap.ts (SEND_CAP)",
  },
  { doc: deploy, says: `\`http://localhost:${env.PORT}\` (\`npm start\`)`, from: `${ENV} PORT)` },
];
