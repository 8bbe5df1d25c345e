export { thankstotal1 as "thanksTotal" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Thankstotal1Inputs = {
    total: NonNullable<unknown>;
};
/**

* @param {Thankstotal1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const thankstotal1: ((inputs: Thankstotal1Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Thankstotal1Inputs, {
    locale?: "sk";
}, {}>;
