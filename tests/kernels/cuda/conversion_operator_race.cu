//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on a

// Slot's conversion halves its value: threads 2k and 2k + 1 write a[k].

struct Slot {
  int v;
  __device__ operator int() const { return v / 2; }
};

__global__ void conversion_operator_race(int *a) {
  Slot i = {(int)threadIdx.x};
  a[i] = i.v; // error: possible write-write race on a
}
