//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible attempt to modify constant memory

// A string literal is read-only: writing it through a cast pointer is an
// error where the write is reached.

__global__ void string_literal_write(char *out) {
  char *text = (char *)"abc";
  if (threadIdx.x == 0)
    text[0] = 'x';  // error: possible attempt to modify constant memory `string`
  out[blockIdx.x * blockDim.x + threadIdx.x] = text[1];
}
