//pass
//--blockDim=64 --gridDim=2

// A struct with a conversion operator (`operator int()`) converts by
// calling it, implicitly (`a[i]`) or by a cast (`(int)i`).

struct Slot {
  int v;
  __device__ operator int() const { return 2 * v; }
};

__global__ void conversion_operator(int *a) {
  Slot i = {(int)(blockIdx.x * blockDim.x + threadIdx.x)};
  a[i] = i.v;
  a[(int)i + 1] = i.v;
  __assert((int)i == 2 * i.v);
}
