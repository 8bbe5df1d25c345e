export { customershipmentintransit3 as "customerShipmentInTransit" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customershipmentintransit3Inputs = {};
/**

* @param {Customershipmentintransit3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const customershipmentintransit3: ((inputs?: Customershipmentintransit3Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customershipmentintransit3Inputs, {
    locale?: "cs";
}, {}>;
