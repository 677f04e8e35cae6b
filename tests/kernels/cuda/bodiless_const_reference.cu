//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-read race on seeds.begin

// A function declared without a body (defined in another translation
// unit) that takes a const reference reads what it refers to: that read
// races with another thread's write of the same struct.

struct Seed {
  int begin, end;
};

__device__ int lower_diagonal(Seed const &s);

__global__ void k(Seed *seeds, int *out) {
  out[threadIdx.x] = lower_diagonal(seeds[threadIdx.x]);
  seeds[(threadIdx.x + 1) % 64].begin = 0; // error: write-read race on seeds.begin
}
