//xfail:NOT_ALL_VERIFIED
//--blockDim=512 --gridDim=1
//possible write-write race on S

// E's underlying type is unsigned char: converting t to E keeps its low 8
// bits, so threads t and t + 256 write the same element of S. Enumerations
// used to be 32-bit int whatever their underlying type.

enum E : unsigned char { E0 = 0, E255 = 255 };

__global__ void enum_underlying_char_race(int *out) {
  __shared__ int S[512];
  int t = threadIdx.x;
  E e = static_cast<E>(t);
  S[(int)e] = t; // error: possible write-write race on S
  __syncthreads();
  out[t] = S[t];
}
