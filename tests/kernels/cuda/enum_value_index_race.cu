//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible read-write race on S

// HALF is 32: thread t updates S[(t + 32) % 64], which thread (t + 32) % 64
// writes in the same barrier interval. Clang gives the enumerator's value
// under a conversion to the enumeration's underlying type; it was read as 0
// (the value of an enumerator without an initialiser) and the race missed.

enum { HALF = 32 };

__global__ void enum_value_index_race(int *out) {
  __shared__ int S[64];
  int t = threadIdx.x;
  S[t] = t;
  S[(t + HALF) % 64] += 1; // error: possible read-write race on S
  __syncthreads();
  out[t] = S[t];
}
