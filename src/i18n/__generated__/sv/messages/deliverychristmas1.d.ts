export { deliverychristmas1 as "deliveryChristmas" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deliverychristmas1Inputs = {};
/**

* @param {Deliverychristmas1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const deliverychristmas1: ((inputs?: Deliverychristmas1Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deliverychristmas1Inputs, {
    locale?: "sv";
}, {}>;
