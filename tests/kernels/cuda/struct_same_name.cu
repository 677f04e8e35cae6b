//xfail:BUGLE_ERROR
//--blockDim=4 --gridDim=1
//struct_same_name.cu:9:17: error: unsupported: struct P: two structs of that name

// Two different structs named P (line 8 and 9): ivl tells structs apart by
// their names, so neither's fields are known, and a use is rejected.

namespace one { struct P { int a; }; }
namespace two { struct P { float b; int a; }; }

__global__ void struct_same_name(two::P *p) {
  p[threadIdx.x].a = threadIdx.x;
}
