//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on

// An unnamed enum followed by an unrelated typedef: the typedef names
// unsigned char, not the enum (whose underlying type is unsigned int), so
// out[1] is byte 1, one of the four bytes thread 0 writes through an
// unsigned int view (line 15) while thread 1 writes out[1] (line 16). Taken
// as 32-bit elements, out[1] was bytes 4 to 7 and the race was missed.

enum { FLAG = 1 };
typedef unsigned char byte;

__global__ void typedef_after_anonymous_enum(byte *out) {
  if (threadIdx.x == 0) ((unsigned int *)out)[0] = 0xffffffffu;
  if (threadIdx.x == 1) out[threadIdx.x] = FLAG; // error: possible write-write race on
}
