//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on A

// Thread t writes 0 to A[t] and then 1 to A[(t + 1) % 64] (line 11), so
// thread t's write of 1 races with thread t + 1's write of 0 to A[t + 1]
// (thread 63's wraps around to A[0]).

__global__ void exact_log_rotating_index_race(int *A) {
  for (unsigned i = 0; i < 2; i++)
    A[(threadIdx.x + i) % blockDim.x] = i; // error: possible write-write race on A
}
// cex@11: its access to A at line 11
