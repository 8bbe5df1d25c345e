export { thankstotal1 as "thanksTotal" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Thankstotal1Inputs = {
    total: NonNullable<unknown>;
};
/**

* @param {Thankstotal1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const thankstotal1: ((inputs: Thankstotal1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Thankstotal1Inputs, {
    locale?: "fr";
}, {}>;
