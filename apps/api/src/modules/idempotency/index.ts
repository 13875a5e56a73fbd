/** Safe retries (docs/api.md): the answers to requests sent with an `Idempotency-Key`. Built out by the idempotency plugin. */
export {};
