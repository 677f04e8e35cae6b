//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible write-write race on

// p points into a or b, chosen by flip: thread t writes field x of element t
// (line 15) and of element t + 1 (line 16), which thread t + 1 writes first.

struct Point {
  float x;
  float y;
};

__global__ void multi_pointer_struct_race(Point *a, Point *b, int flip) {
  Point *p = flip ? a : b;
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  p[t].x = 1.0f;
  p[t + 1].x = 2.0f; // error: possible write-write race on
}
