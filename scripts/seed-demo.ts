// Demo data for `npm run manage -- seed-demo` and the tests: it lives with the operator commands, which the
// server runs too (commands sent over its control socket).
export * from '../src/server/operator/seed-demo';
