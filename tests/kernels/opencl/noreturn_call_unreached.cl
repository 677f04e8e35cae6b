//pass
//--local_size=64 --num_groups=4

// The call of a noreturn function is guarded by a test that never holds.
void fail(__global int *a) __attribute__((noreturn));

__kernel void noreturn_call_unreached(__global int *a) {
  size_t i = get_local_id(0);
  if (i >= get_local_size(0)) {
    fail(a);
  }
  a[get_global_id(0)] = 1;
}
