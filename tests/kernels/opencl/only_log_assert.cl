//xfail:NOT_ALL_VERIFIED
//--local_size=16 --num_groups=1 --only-log
//this assertion could not be proved

// GPUVerify's --only-log: accesses are logged (the assertion about the log
// is checked and fails) but races on them are not reported.

__kernel void only_log_assert(__local int *A) {
  A[0] = get_local_id(0);
  __assert(!__write(A)); // error: this assertion could not be proved
}
