export { basketflatrate2 as "basketFlatRate" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketflatrate2Inputs = {
    amount: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
/**

* @param {Basketflatrate2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const basketflatrate2: ((inputs: Basketflatrate2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketflatrate2Inputs, {
    locale?: "nl";
}, {}>;
