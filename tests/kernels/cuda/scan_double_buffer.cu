//pass
//--blockDim=64 --gridDim=16

// Hillis-Steele inclusive scan with two buffers: each step reads row cur and
// writes row 1 - cur, so reads and writes of one step never meet; the
// barrier ends the step. The invariant keeps cur a valid row.

#define N 64

__global__ void scan_double_buffer(const int *in, int *out) {
  __shared__ int buf[2][N];
  unsigned t = threadIdx.x;
  int cur = 0;
  buf[0][t] = in[blockIdx.x * N + t];
  __syncthreads();
  for (unsigned off = 1;
       __invariant(cur == 0 || cur == 1),
       __invariant(!__read(buf)), __invariant(!__write(buf)),
       __invariant(!__read(out)), __invariant(!__write(out)),
       off < N; off *= 2) {
    int nxt = 1 - cur;
    if (t >= off)
      buf[nxt][t] = buf[cur][t] + buf[cur][t - off];
    else
      buf[nxt][t] = buf[cur][t];
    cur = nxt;
    __syncthreads();
  }
  out[blockIdx.x * N + t] = buf[cur][t];
}
