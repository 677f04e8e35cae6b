//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1 --findbugs
//possible write-read race on buf

// Each round passes every thread's value one place left through shared
// memory. The barrier between a round's write and its read is there, but
// the one between the read and the next round's write is missing: in round
// 2, thread t + 1 overwrites buf[t + 1] while thread t may still be reading
// round 1's value there. --findbugs (loops unrolled twice, no invariants)
// finds it; one round alone is race-free.

__global__ void rotate(int *values) {
  __shared__ int buf[64];
  unsigned tid = threadIdx.x;
  int v = values[tid];
  for (int round = 0; round < 8; round++) {
    buf[tid] = v;  // error: possible write-read race on buf
    __syncthreads();
    v = buf[(tid + 1) % 64];
  }
  values[tid] = v;
}
