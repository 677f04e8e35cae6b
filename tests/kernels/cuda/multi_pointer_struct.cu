//pass
//--blockDim=64 --gridDim=4

// src and dst each point into a or b, chosen by flip: each thread swaps the
// fields of its own element, reading one array and writing the other.

struct Point {
  float x;
  float y;
};

__global__ void multi_pointer_struct(Point *a, Point *b, int flip) {
  Point *src = flip ? a : b;
  Point *dst = flip ? b : a;
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  Point p = src[t];
  dst[t].x = p.y;
  dst[t].y = p.x;
}
