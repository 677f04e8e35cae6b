//pass
//--blockDim=64 --gridDim=1

// Thread t writes byte t of the shared ints through a char view, then after
// the barrier reads int t / 4 (bytes 4(t/4) to 4(t/4)+3, written by other
// threads before the barrier): no two accesses race.

__global__ void bytes_char_view(int *out) {
  __shared__ int s[16];
  unsigned char *bytes = (unsigned char *)s;
  bytes[threadIdx.x] = threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = s[threadIdx.x / 4];
}
