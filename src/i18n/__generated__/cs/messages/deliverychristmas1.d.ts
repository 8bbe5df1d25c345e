export { deliverychristmas1 as "deliveryChristmas" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deliverychristmas1Inputs = {};
/**

* @param {Deliverychristmas1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const deliverychristmas1: ((inputs?: Deliverychristmas1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deliverychristmas1Inputs, {
    locale?: "cs";
}, {}>;
