// Ports of one end-to-end run: the app on E2E_PORT, its SMTP server and the mail list next to it.
export const appPort = Number(process.env.E2E_PORT ?? 3100);
export const smtpPort = appPort + 1;
export const sinkPort = appPort + 2;
// Decision 289: the DNS server e2e/sso.spec.ts runs (UDP), which the app asks (SSO_DNS_SERVERS).
export const dnsPort = appPort + 3;
export const baseURL = `http://localhost:${appPort}`;
export const sinkUrl = `http://127.0.0.1:${sinkPort}`;
