//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//error: a call of `fail`, which never returns

// A function declared noreturn stops the thread that calls it: reaching
// the call is a failure, whatever the function (without a body here) does.
void fail(__global int *a) __attribute__((noreturn));

__kernel void noreturn_call(__global int *a) {
  if (a[get_global_id(0)] < 0) {
    fail(a);  // error: a call of `fail`, which never returns
  }
}
