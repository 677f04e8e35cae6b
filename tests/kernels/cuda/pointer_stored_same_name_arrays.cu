//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=1
//pointer_stored_same_name_arrays.cu:16:12: error: unsupported: a pointer read from memory before an array it may point into is made

// Two shared arrays named `s`, in two scopes: after the loop `last` and
// `second` both point into the second, a race. The arrays were told apart
// by name only, so the load took the first `s` alone and the race
// verified (found by red-teaming). A load that may reach an array made
// later in the translation is refused.

__global__ void pointer_stored_same_name_arrays() {
  int *rows[1];
  int *last, *second;
  { __shared__ int s[64]; rows[0] = s; last = s; }
  for (int i = 0; i < 2; i++) {
    last = rows[0];
    { __shared__ int s[64]; rows[0] = s; second = s; }
  }
  if (threadIdx.x == 1) last[0] = 1;
  if (threadIdx.x == 2) second[0] = 2;
}
