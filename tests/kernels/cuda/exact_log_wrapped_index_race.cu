//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on A

// j = i * 2^31 wraps past 2^32 at i = 2, so iterations 0 and 2 of every
// thread both write A[0] (line 12; iteration 1 writes A[1]), with values 0
// and 2: thread a's write of 2 races with thread b's write of 0.

__global__ void exact_log_wrapped_index_race(int *A) {
  for (unsigned i = 0; i < 3; i++) {
    unsigned j = i * 0x80000000u;
    A[j >> 31] = i; // error: possible write-write race on A
  }
}
// cex@12: its access to A at line 12
