// The gates start servers and proxies and wait for them to fail and recover.
jest.setTimeout(120_000);
