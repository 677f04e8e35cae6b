//xfail:NOT_ALL_VERIFIED
//--blockDim=2 --gridDim=1
//possible write-write race on p

// A member typedef `Cfg::elem` (Small) named like another struct `elem`:
// it was laid out as `elem`, so `(p + 1)->b` and `p[1].b` never met and
// the race verified. A member typedef is known by its struct's name
// (`Cfg::elem` is Small, whatever `elem` alone names).

struct Small { int a[1]; int b; };
struct elem { int a[1]; int pad; int b; };
__device__ elem unused;
struct Cfg { typedef Small elem; };

__global__ void k(Cfg::elem *p)
{
    if (threadIdx.x == 0) (p + 1)->b = 1;   // p[1].b
    if (threadIdx.x == 1) p[1].b = 2;       // error: possible write-write race on p
}
