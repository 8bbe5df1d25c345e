export { accountopenpage2 as "accountOpenPage" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountopenpage2Inputs = {};
/**

* @param {Accountopenpage2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const accountopenpage2: ((inputs?: Accountopenpage2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountopenpage2Inputs, {
    locale?: "de-CH";
}, {}>;
