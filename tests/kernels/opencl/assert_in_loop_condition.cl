//pass
//--local_size=64 --num_groups=4

// Assertions in a loop's condition, before the test, are checked each time
// the condition is: GPUVerify reads them as loop invariants, and so does
// ivl.

kernel void fill(global int *p) {
  for (int i = 0; __assert(i >= 0), __assert(__uniform_int(i)), i < 100; i++) {
    p[get_global_id(0)] = i;
  }
}
