export { customerparcel1 as "customerParcel" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerparcel1Inputs = {
    index: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
/**

* @param {Customerparcel1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const customerparcel1: ((inputs: Customerparcel1Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerparcel1Inputs, {
    locale?: "de";
}, {}>;
