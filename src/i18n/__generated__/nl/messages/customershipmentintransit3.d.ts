export { customershipmentintransit3 as "customerShipmentInTransit" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customershipmentintransit3Inputs = {};
/**

* @param {Customershipmentintransit3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const customershipmentintransit3: ((inputs?: Customershipmentintransit3Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customershipmentintransit3Inputs, {
    locale?: "nl";
}, {}>;
