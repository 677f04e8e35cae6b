//pass
//--blockDim=64 --gridDim=1

// Methods that change their object (a random number generator's next(),
// seeded by a constructor with a body), on a struct variable: the fields
// go in and come back out.

struct RNG {
    unsigned s;
    int calls;
    __device__ RNG(unsigned seed) : calls(0)
    {
        s = seed * 2654435761u;
        if (s == 0)
            s = 1;
    }
    __device__ unsigned next()
    {
        s ^= s << 13;
        s ^= s >> 17;
        s ^= s << 5;
        calls++;
        return s;
    }
};

__global__ void draw(unsigned *A)
{
    RNG r(threadIdx.x + 1);
    unsigned v = r.next();
    A[threadIdx.x * 2 + r.calls - 1] = v;
}
