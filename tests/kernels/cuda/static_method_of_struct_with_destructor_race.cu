//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4

// A struct with a destructor of the program's is not modelled as an
// object, but its static methods need none: `Matrix_t::eltd(i, j, d, n)`
// runs as a function. Its result type names the struct's own `P`, which
// the kernel also declares as a typedef: both mean float. Threads 16
// apart write one element of column 0: a race.

template <typename P_> class Matrix {
public:
  typedef P_ P;
  Matrix(size_t n) : n_(n) {}
  ~Matrix() { n_ = 0; }
  static __device__ P &eltd(size_t i, size_t j, P *d, size_t n) { return d[i + n * j]; }

private:
  size_t n_;
};

template <class Matrix_t>
__global__ void set_matrix(size_t nr, typename Matrix_t::P *d, typename Matrix_t::P value) {
  typedef typename Matrix_t::P P;
  const size_t index = threadIdx.x + blockDim.x * blockIdx.x;
  const P scale = (P)2;
  Matrix_t::eltd(index % nr, 0, d, nr) = value * scale + (P)index;  // error: possible write-write race on d
}

void run(float *d) { set_matrix<Matrix<float>><<<4, 64>>>(16, d, 1.0f); }
