//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4 --no-inline
//this global precondition of `bar` might not hold for every thread

// z is 100 only in the threads that call bar: a global precondition is
// about the others too.

void bar(int x) {
  __global_requires(x == 100);  // error: this global precondition of `bar` might not hold for every thread (also one that does not make the call)
}

__kernel void foo(__global int *out) {
  int z = 50;
  if ((get_local_id(0) % 2) == 0) {
    z = 100;
    bar(z);
  }
  out[get_global_id(0)] = z;
}
