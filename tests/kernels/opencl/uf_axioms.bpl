// Axioms for tests/kernels/opencl/uf_axioms.cl: combine is commutative.
axiom (forall x, y: bv32 :: { combine(x, y) } combine(x, y) == combine(y, x));
