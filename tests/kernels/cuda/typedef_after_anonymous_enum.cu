//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//this assertion could not be proved

// An unnamed enum followed by an unrelated typedef: the typedef names
// unsigned char, not the enum (whose underlying type is unsigned int), so
// out's elements are bytes, 255 + 1 wraps to 0, and the assertion (line 16)
// fails.

enum { FLAG = 1 };
typedef unsigned char byte;

__global__ void typedef_after_anonymous_enum(byte *out) {
  out[threadIdx.x] = 255;
  out[threadIdx.x] = out[threadIdx.x] + FLAG;
  __assert(out[threadIdx.x] != 0); // error: this assertion could not be proved
}
