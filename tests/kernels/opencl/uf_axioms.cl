//pass
//--local_size=64 --num_groups=4 --boogie-file=${KERNEL_DIR}/uf_axioms.bpl

// combine is uninterpreted; uf_axioms.bpl (passed with --boogie-file) says
// it is commutative, which is all the assertion needs.

DECLARE_UF_BINARY(combine, unsigned, unsigned, unsigned);

__kernel void uf_axioms(__global unsigned *out, unsigned a, unsigned b) {
  unsigned x = combine(a, b);
  unsigned y = combine(b, a);
  __assert(x == y);
  out[get_global_id(0)] = x;
}
