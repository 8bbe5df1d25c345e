/** The express delivery charge (PlaceOrderInput.express), in cents. */
export const EXPRESS_CHARGE = 995;
