//pass
//--blockDim=64 --gridDim=1

// Reference variables: r names A[i] as i was when r was bound (line 13
// writes A[t] although i is 0 then); rx names the local x (line 16); a
// const reference to a temporary holds its value (line 19). Each thread
// writes its own elements.

__global__ void reference_local(int *A, float *F) {
  int t = threadIdx.x;
  int i = t;
  int &r = A[i];
  i = 0;
  r = t;
  int x = 1;
  int &rx = x;
  rx = 5;
  __assert(x == 5);
  const int &ci = t * 2;
  __assert(ci == 2 * t);
  const float &cf = F[t] + 1.0f;
  F[t] = cf;
}
