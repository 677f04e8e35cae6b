//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//this assertion could not be proved

// The same as uf_axioms.cl without the axioms: nothing says combine is
// commutative, so the assertion (line 12) is not proved.

DECLARE_UF_BINARY(combine, unsigned, unsigned, unsigned);

__kernel void uf_axioms_missing(__global unsigned *out, unsigned a, unsigned b) {
  unsigned x = combine(a, b);
  unsigned y = combine(b, a);
  __assert(x == y);  // error: this assertion could not be proved
  out[get_global_id(0)] = x;
}
