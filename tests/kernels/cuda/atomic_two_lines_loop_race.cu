//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible read-atomic race on counter

// Every thread increments counter[0] atomically (one statement on lines 10
// and 11), sums in[0..n) in a loop, then reads counter[0] plainly (line 15):
// the read races with the other threads' atomic increments.

__global__ void atomic_two_lines_loop_race(int *counter, const int *in, int *out, int n) {
  atomicAdd(&counter[0],
            1);
  int s = 0;
  for (int i = 0; i < n; i++)
    s += in[i];
  out[blockIdx.x * blockDim.x + threadIdx.x] = counter[0] + s; // error: possible read-atomic race on counter
}
