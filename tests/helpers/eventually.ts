/** Polls every 500 ms until `check` passes, for at most `ms`; then its last failure is the test's. */
export async function eventually(check: () => Promise<void>, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
