//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=1
//syncwarp_mask_unsupported.cu:12:9: error: unsupported: `__syncwarp` with a mask other than 0xffffffff

// __syncwarp with a mask synchronises part of a warp, which ivl does not
// model: taking it as the whole warp's barrier would hide races between the
// lanes it leaves out.

__global__ void half_mask(int *A)
{
    if (threadIdx.x < 16) {
        __syncwarp(0x0000ffff);
    }
    A[threadIdx.x] = 0;
}
