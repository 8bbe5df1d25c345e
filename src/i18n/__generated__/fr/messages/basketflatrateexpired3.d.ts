export { basketflatrateexpired3 as "basketFlatRateExpired" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketflatrateexpired3Inputs = {
    date: NonNullable<unknown>;
};
/**

* @param {Basketflatrateexpired3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const basketflatrateexpired3: ((inputs: Basketflatrateexpired3Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketflatrateexpired3Inputs, {
    locale?: "fr";
}, {}>;
