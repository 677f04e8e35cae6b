//pass
//--blockDim=64 --gridDim=16

// A device function updates a particle through a pointer to a struct; each
// thread passes a pointer to its own array element.

struct Particle {
  float pos;
  float vel;
  int id;
};

__device__ void advance(Particle *p, float dt) {
  p->pos += p->vel * dt;
}

__global__ void struct_pointer_device_fn(Particle *ps, float dt, unsigned n) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    advance(&ps[i], dt);
    ps[i].id = i;
  }
}
