export { customerqrlabel2 as "customerQrLabel" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerqrlabel2Inputs = {
    number: NonNullable<unknown>;
};
/**

* @param {Customerqrlabel2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const customerqrlabel2: ((inputs: Customerqrlabel2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerqrlabel2Inputs, {
    locale?: "nl";
}, {}>;
