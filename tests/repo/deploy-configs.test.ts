/**
 * The example configurations in deploy/ are checked by the tools that will read them: systemd's unit
 * parser, `nginx -t`, `caddy validate` and `nft -c` (Debian's systemd, nginx, caddy and nftables packages;
 * .ci/run installs them). Each test also feeds the tool a broken copy, to show the check can fail.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

const DEPLOY = join(import.meta.dirname, "..", "..", "deploy");
const read = (name: string) => readFileSync(join(DEPLOY, name), "utf8");

function run(command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, args, { encoding: "utf8", env: { ...process.env, ...env }, timeout: 30_000 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

function tempFile(dir: string, name: string, text: string): string {
  writeFileSync(join(dir, name), text);
  return join(dir, name);
}

describe("deploy/portfolio.service", () => {
  // systemd-analyze prints each problem it finds (and still exits 0 for most), so silence is the pass.
  const verify = (path: string) => run("systemd-analyze", ["verify", path]).output.trim();

  it("parses cleanly as a systemd unit", () => {
    expect(verify(join(DEPLOY, "portfolio.service"))).toBe("");
  });

  it("the check catches a bad directive", () => {
    const dir = mkdtempSync(join(tmpdir(), "unit-"));
    const broken = read("portfolio.service").replace("Restart=always", "Restart=sometimes");
    expect(verify(tempFile(dir, "portfolio.service", broken))).toContain("restart specifier");
  });
});

describe("deploy/nginx.conf", () => {
  /** `nginx -t` on the site inside a minimal main config, with a throwaway certificate in place of Let's Encrypt's. */
  function nginxTest(site: string) {
    const dir = mkdtempSync(join(tmpdir(), "nginx-"));
    const cert = run("openssl", [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=example.com",
      "-keyout",
      join(dir, "key.pem"),
      "-out",
      join(dir, "cert.pem"),
    ]);
    expect(cert.status).toBe(0);
    const siteFile = tempFile(
      dir,
      "site.conf",
      site
        .replace("/etc/letsencrypt/live/example.com/fullchain.pem", join(dir, "cert.pem"))
        .replace("/etc/letsencrypt/live/example.com/privkey.pem", join(dir, "key.pem")),
    );
    const main = `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n  access_log off;\n  include ${siteFile};\n}\n`;
    return run("nginx", ["-t", "-p", dir, "-c", tempFile(dir, "nginx.conf", main)]);
  }

  it("passes nginx -t", () => {
    const result = nginxTest(read("nginx.conf"));
    expect(result.output).toContain("test is successful");
    expect(result.status).toBe(0);
  });

  it("forwards the client's address for TRUST_PROXY=1", () => {
    expect(read("nginx.conf")).toContain("proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;");
    expect(read("portfolio.service")).toContain("Environment=TRUST_PROXY=1");
  });

  it("limits each client's connections and request rate, with 429 past either", () => {
    const conf = read("nginx.conf");
    expect(conf).toContain("limit_conn_zone $binary_remote_addr zone=per_client_connections:10m;");
    expect(conf).toContain("limit_req_zone $binary_remote_addr zone=per_client_requests:10m rate=20r/s;");
    expect(conf).toContain("limit_conn per_client_connections 32;");
    expect(conf).toContain("limit_req zone=per_client_requests burst=100 nodelay;");
    expect(conf).toContain("limit_conn_status 429;");
    expect(conf).toContain("limit_req_status 429;");
  });

  it("the check catches a bad directive", () => {
    const result = nginxTest(read("nginx.conf").replace("proxy_pass", "proxy_passs"));
    expect(result.status).not.toBe(0);
    expect(result.output).toContain("proxy_passs");
  });
});

describe("deploy/Caddyfile", () => {
  function caddyValidate(text: string) {
    const dir = mkdtempSync(join(tmpdir(), "caddy-"));
    // Caddy keeps certificates and state under XDG folders: a throwaway one, never the user's.
    return run("caddy", ["validate", "--adapter", "caddyfile", "--config", tempFile(dir, "Caddyfile", text)], {
      XDG_DATA_HOME: join(dir, "data"),
      XDG_CONFIG_HOME: join(dir, "config"),
    });
  }

  it("passes caddy validate", () => {
    const result = caddyValidate(read("Caddyfile"));
    expect(result.output).toContain("Valid configuration");
    expect(result.status).toBe(0);
  });

  it("says truly that the standard build has no per-client limit to set", () => {
    expect(read("Caddyfile")).toContain("Caddy's standard build has none");
    const modules = run("caddy", ["list-modules"]);
    expect(modules.status).toBe(0);
    expect(modules.output).toContain("http.handlers.reverse_proxy");
    expect(modules.output).not.toMatch(/rate_?limit|limit_?conn/i);
  });

  it("the check catches a bad directive", () => {
    const result = caddyValidate(read("Caddyfile").replace("reverse_proxy", "reverse_proxyy"));
    expect(result.status).not.toBe(0);
    expect(result.output).toContain("reverse_proxyy");
  });
});

describe("deploy/nftables.conf", () => {
  // -c checks the rules against nftables' grammar and types without loading them.
  function nftCheck(text: string) {
    const dir = mkdtempSync(join(tmpdir(), "nft-"));
    return run("nft", ["-c", "-f", tempFile(dir, "nftables.conf", text)]);
  }

  it("passes nft -c, capping each client (an IPv4 address, an IPv6 /64) at 32 connections to 80 and 443", () => {
    const conf = read("nftables.conf");
    const result = nftCheck(conf);
    expect(result.output).toBe("");
    expect(result.status).toBe(0);
    expect(conf).toContain("tcp dport { 80, 443 } ct state new add @ipv4_clients { ip saddr ct count over 32 }");
    expect(conf).toContain("add @ipv6_clients { ip6 saddr and ffff:ffff:ffff:ffff:: ct count over 32 }");
  });

  it("the check catches a bad rule", () => {
    const result = nftCheck(read("nftables.conf").replace("ip6 saddr and", "ip saddr and"));
    expect(result.status).not.toBe(0);
    expect(result.output).toContain("Error");
  });
});
