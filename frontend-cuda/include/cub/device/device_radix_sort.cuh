/* ivl: see <cub/cub.cuh> */
#include <cub/cub.cuh>
