/** The image a listing shows under its tests (product §3), served under the API's base address. */
export interface BottomBanner {
  imageUrl: string;
}
