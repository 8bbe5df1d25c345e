export { customernumber1 as "customerNumber" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customernumber1Inputs = {
    number: NonNullable<unknown>;
};
/**

* @param {Customernumber1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const customernumber1: ((inputs: Customernumber1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customernumber1Inputs, {
    locale?: "cs";
}, {}>;
