export { basketphone1 as "basketPhone" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketphone1Inputs = {
    phone: NonNullable<unknown>;
};
/**

* @param {Basketphone1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const basketphone1: ((inputs: Basketphone1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketphone1Inputs, {
    locale?: "nl";
}, {}>;
