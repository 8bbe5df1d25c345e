export { basketphone1 as "basketPhone" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketphone1Inputs = {
    phone: NonNullable<unknown>;
};
/**

* @param {Basketphone1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const basketphone1: ((inputs: Basketphone1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketphone1Inputs, {
    locale?: "fr";
}, {}>;
