//xfail:BUGLE_ERROR
//--blockDim=2 --gridDim=1
//member_typedef_named_like_struct.cu:15:19: error: unsupported: memory holding Cfg::elem

// A member typedef `Cfg::elem` (Small) named like another struct `elem`:
// it was laid out as `elem`, so `(p + 1)->b` and `p[1].b` never met and
// the race verified. Member typedefs are known like the others: one named
// like a struct is not known.

struct Small { int a[1]; int b; };
struct elem { int a[1]; int pad; int b; };
__device__ elem unused;
struct Cfg { typedef Small elem; };

__global__ void k(Cfg::elem *p)
{
    if (threadIdx.x == 0) (p + 1)->b = 1;   // p[1].b
    if (threadIdx.x == 1) p[1].b = 2;       // p[1].b: race
}
