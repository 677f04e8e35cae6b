//xfail:BUGLE_ERROR
//--local_size=32 --num_groups=1
//global_assert_in_function.cl:11:3: error: unsupported: __global_assert outside a kernel's own body

// A global assertion speaks of every thread, running it or not; a
// function called from a branch sees only the threads that call it, so
// the assertion stays in the kernel's own body.

void check(int x) {
  __assert(x >= 0);
  __global_assert(x >= 0);
}

kernel void k(void) {
  if (get_local_id(0) < 16) {
    check(get_local_id(0));
  }
}
