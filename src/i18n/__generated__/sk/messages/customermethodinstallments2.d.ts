export { customermethodinstallments2 as "customerMethodInstallments" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customermethodinstallments2Inputs = {};
/**

* @param {Customermethodinstallments2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const customermethodinstallments2: ((inputs?: Customermethodinstallments2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customermethodinstallments2Inputs, {
    locale?: "sk";
}, {}>;
