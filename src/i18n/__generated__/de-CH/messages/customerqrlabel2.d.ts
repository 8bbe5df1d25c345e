export { customerqrlabel2 as "customerQrLabel" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerqrlabel2Inputs = {
    number: NonNullable<unknown>;
};
/**

* @param {Customerqrlabel2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const customerqrlabel2: ((inputs: Customerqrlabel2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerqrlabel2Inputs, {
    locale?: "de-CH";
}, {}>;
