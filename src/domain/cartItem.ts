/** A test or package in the user's cart, as the server lists it (product §3). */
export interface CartItem {
  _id: string;
  name: string;
  category: string;
  description: string;
  price: number;
}
