export { customervaliduntil2 as "customerValidUntil" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customervaliduntil2Inputs = {
    date: NonNullable<unknown>;
};
/**

* @param {Customervaliduntil2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const customervaliduntil2: ((inputs: Customervaliduntil2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customervaliduntil2Inputs, {
    locale?: "de";
}, {}>;
