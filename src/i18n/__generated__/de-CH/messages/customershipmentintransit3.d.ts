export { customershipmentintransit3 as "customerShipmentInTransit" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customershipmentintransit3Inputs = {};
/**

* @param {Customershipmentintransit3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const customershipmentintransit3: ((inputs?: Customershipmentintransit3Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customershipmentintransit3Inputs, {
    locale?: "de-CH";
}, {}>;
