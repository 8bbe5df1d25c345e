export { catalogueordersubmit2 as "catalogueOrderSubmit" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Catalogueordersubmit2Inputs = {};
/**

* @param {Catalogueordersubmit2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const catalogueordersubmit2: ((inputs?: Catalogueordersubmit2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalogueordersubmit2Inputs, {
    locale?: "sk";
}, {}>;
