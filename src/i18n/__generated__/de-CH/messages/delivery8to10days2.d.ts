export { delivery8to10days2 as "delivery8To10Days" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Delivery8to10days2Inputs = {};
/**

* @param {Delivery8to10days2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const delivery8to10days2: ((inputs?: Delivery8to10days2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Delivery8to10days2Inputs, {
    locale?: "de-CH";
}, {}>;
