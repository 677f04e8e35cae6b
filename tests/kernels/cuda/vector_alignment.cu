//pass
//--blockDim=64 --gridDim=1

// CUDA's vector types are aligned (int2 to 8 bytes, float4 and double2 to
// 16, char4 to 4): each struct below is laid out as CUDA lays it out, and
// the float view of thread i's own struct stays in it.

struct S {
  char c;
  float4 v;
};
struct T {
  char c;
  int2 p;
  char4 q;
  double2 d;
};

__global__ void vector_alignment(S *s, T *t) {
  int i = threadIdx.x;
  static_assert(sizeof(S) == 32, "CUDA's layout");
  static_assert(sizeof(T) == 48, "CUDA's layout");
  s[i].v.x = 1.0f;
  ((float *)s)[8 * i + 5] = 2.0f;
  t[i].q.w = 3;
  ((char *)t)[48 * i + 19] = 4;
}
