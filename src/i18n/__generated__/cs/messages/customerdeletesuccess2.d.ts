export { customerdeletesuccess2 as "customerDeleteSuccess" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerdeletesuccess2Inputs = {};
/**

* @param {Customerdeletesuccess2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const customerdeletesuccess2: ((inputs?: Customerdeletesuccess2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerdeletesuccess2Inputs, {
    locale?: "cs";
}, {}>;
