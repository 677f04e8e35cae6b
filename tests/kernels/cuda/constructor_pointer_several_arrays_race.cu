//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4

// A constructor given a pointer into one of two arrays, chosen by the
// thread's parity, moved by i / 4: threads 4j + 1 and 4j + 3 both write
// a[j], and threads 4j and 4j + 2 both write b[j], each its own id.

struct View {
  int *start;
  int length;
  __device__ View(int *p, int n) : start(p), length(n) {}
};

__global__ void fill(int *a, int *b) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int *p = (i & 1) ? a : b;
  View v(p + i / 4, i);
  v.start[0] = v.length;  // error: possible write-write race on b
}
// error@18: possible write-write race on a
