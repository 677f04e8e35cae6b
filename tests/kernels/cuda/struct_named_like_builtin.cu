//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible [a-z-]+ race on s

// A local struct named group_size with a field x is the user's own: blockDim.x
// is still 64, so thread t reads s[(t + 1) % 64], which thread t + 1
// writes. (Its flattened name once was the prelude's group_size.x.)

struct Dim {
  unsigned x;
};

__global__ void struct_named_like_builtin(int *A) {
  __shared__ int s[64];
  Dim group_size;
  group_size.x = 0;
  unsigned t = threadIdx.x;
  s[t] = t;
  A[t] = s[(t + blockDim.x / 64) % 64] + group_size.x; // error: possible read-write race on s
}
