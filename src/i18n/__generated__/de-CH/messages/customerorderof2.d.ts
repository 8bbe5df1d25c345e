export { customerorderof2 as "customerOrderOf" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerorderof2Inputs = {
    date: NonNullable<unknown>;
};
/**

* @param {Customerorderof2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const customerorderof2: ((inputs: Customerorderof2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerorderof2Inputs, {
    locale?: "de-CH";
}, {}>;
