export { customerorderof2 as "customerOrderOf" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerorderof2Inputs = {
    date: NonNullable<unknown>;
};
/**

* @param {Customerorderof2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const customerorderof2: ((inputs: Customerorderof2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerorderof2Inputs, {
    locale?: "nl";
}, {}>;
