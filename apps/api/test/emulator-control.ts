/**
 * An emulator's test controls over HTTP (`${base}/__control…`), for the adapters' tests that run an
 * emulator server: GET without a body, POST with one; anything but 2xx fails the test.
 */
export function emulatorControl(base: () => string) {
  return async function control<T>(path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${base()}/__control${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`control ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
}
