//pass
//--blockDim=64 --gridDim=4

// A string literal in device code (chacha20's "expand 32-byte k") is a
// read-only array of its characters and a terminating zero, which every
// kernel knows.

__device__ char hex_digit(int k) {
  const char *digits = "0123456789abcdef";
  return digits[k & 15];
}

__global__ void string_literal_constant(char *out, unsigned *words) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = hex_digit(i);
  __assert(hex_digit(10) == 'a');
  const unsigned char *magic = (const unsigned char *)"expand 32-byte k";
  __assert(magic[16] == 0);
  words[i] = magic[i % 16];
}
