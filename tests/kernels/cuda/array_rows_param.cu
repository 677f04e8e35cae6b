//pass
//--blockDim=[8,4] --gridDim=4

// A parameter that points to arrays (`double phi[][Y][Z]`, the same as
// `double (*phi)[Y][Z]`): memory of doubles, indexed in row-major order.

#define Y 4
#define Z 8

__global__ void scale(double phi[][Y][Z], double (*out)[Y][Z]) {
  int x = blockIdx.x, y = threadIdx.y, z = threadIdx.x;
  out[x][y][z] = phi[x][y][z] * 2.0;
  double *row = out[x][y];
  row[z] += 1.0;
}
