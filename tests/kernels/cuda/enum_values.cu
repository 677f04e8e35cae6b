//pass
//--blockDim=4 --gridDim=1

// Enumerator values as C++ gives them: initialisers of every kind (casts
// from floating point, sizeof, character and Boolean literals, comparisons),
// implicit successors, a fixed narrow underlying type that wraps, and
// 64-bit values.

enum F { F0 = 100, F1 = static_cast<int>(7.9), F2 = (int)1e3, F3 = sizeof(double), F4, F5 = 'a', F6 = true, F7 = 3 > 2 };
enum N : signed char { N0 = -2, N1 };
enum W : long long { W0 = 1LL << 40 };

__global__ void enum_values(int *out) {
  __assert(F0 == 100 && F1 == 7 && F2 == 1000 && F3 == 8 && F4 == 9);
  __assert(F5 == 97 && F6 == 1 && F7 == 1);
  __assert(N1 == -1);
  N n = static_cast<N>(255);
  __assert(n == -1);
  __assert((W0 >> 40) == 1);
  out[threadIdx.x] = F1;
}
