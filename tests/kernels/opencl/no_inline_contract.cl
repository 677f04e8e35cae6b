//pass
//--local_size=64 --num_groups=8 --no-inline

// Modular verification of two functions: clamp_to is used through its
// postcondition (the result lies in 0..hi), and store_scaled, which writes
// the work-item's own element of A (its precondition), is checked once for
// races on its own.

int clamp_to(int x, int hi) {
  __requires(hi >= 0);
  __ensures(__return_val_int() >= 0 && __return_val_int() <= hi);
  return x < 0 ? 0 : (x > hi ? hi : x);
}

void store_scaled(__global int *A, uint i, int v, int k) {
  __requires(i == get_global_id(0));
  A[i] = v * k;
}

__kernel void no_inline_contract(__global const int *in, __global int *out) {
  uint g = get_global_id(0);
  int v = clamp_to(in[g], 255);
  __assert(v >= 0 && v <= 255);
  store_scaled(out, g, v, 2);
}
