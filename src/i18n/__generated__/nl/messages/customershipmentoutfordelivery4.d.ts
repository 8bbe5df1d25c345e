export { customershipmentoutfordelivery4 as "customerShipmentOutForDelivery" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customershipmentoutfordelivery4Inputs = {};
/**

* @param {Customershipmentoutfordelivery4Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const customershipmentoutfordelivery4: ((inputs?: Customershipmentoutfordelivery4Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customershipmentoutfordelivery4Inputs, {
    locale?: "nl";
}, {}>;
