//pass
//--blockDim=64 --gridDim=4

// A constructor given a pointer that may point into either of two arrays
// (chosen per thread): the struct's pointer field points where the
// argument does, and each thread writes its own element through it.

struct View {
  int *start;
  int length;
  __device__ View(int *p, int n) {
    start = p;
    length = n;
  }
};

__global__ void fill(int *a, int *b, int sel) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int *p = (sel & 1) ? a : b;
  View v(p + i, 1);
  v.start[0] = v.length;
}
