//pass
//--blockDim=64 --gridDim=4

// A local of a class template's specialization (`Offset<3>`), with a const
// method: the specialization is a struct like any other.

template <int N> struct Offset {
    int base;
    __device__ int at() const { return base * N + N - 1; }
};

__global__ void strided(int *A)
{
    Offset<3> o;
    o.base = blockIdx.x * blockDim.x + threadIdx.x;
    A[o.at()] = o.base;
}
