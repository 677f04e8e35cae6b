//xfail:BUGLE_ERROR
//--blockDim=16 --gridDim=1
//surface_write.cu:9:3: error: unsupported: `surf2Dwrite` \(not modelled yet\)

// Kernels write surfaces, so two threads may race on a texel: surface
// functions are not modelled, and reported where they are called.

__global__ void surface_write(cudaSurfaceObject_t s) {
  surf2Dwrite(1.0f, s, threadIdx.x * 4, 0);
}
