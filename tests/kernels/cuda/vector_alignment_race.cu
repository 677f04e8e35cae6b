//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on s

// float4 is aligned to 16 bytes, as in CUDA: in struct S its field v
// starts at byte 16 and S takes 32 bytes, so float 8 * i + 4 of the array
// is s[i].v.x, which thread i writes while thread i + 1 writes it through
// the float view.

struct S {
  char c;
  float4 v;
};

__global__ void vector_alignment_race(S *s) {
  int i = threadIdx.x;
  s[i].v.x = 1.0f;
  if (i > 0) {
    ((float *)s)[8 * (i - 1) + 4] = 2.0f; // error: possible write-write race on s
  }
}
