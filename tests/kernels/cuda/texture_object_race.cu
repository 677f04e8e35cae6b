//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on out

// A texture object: what a fetch returns is not known, so two threads may
// fetch the same bucket and write the same element (line 11). Verifying this
// would need the texture's contents, which the host sets.

__global__ void texture_object_race(float *out, cudaTextureObject_t buckets,
                                    cudaTextureObject_t values) {
  out[tex1Dfetch<int>(buckets, threadIdx.x)] = tex2D<float4>(values, threadIdx.x, 0).x;  // error: possible write-write race on out
}
