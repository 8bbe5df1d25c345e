export { catalogueordertermslink3 as "catalogueOrderTermsLink" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Catalogueordertermslink3Inputs = {};
/**

* @param {Catalogueordertermslink3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const catalogueordertermslink3: ((inputs?: Catalogueordertermslink3Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalogueordertermslink3Inputs, {
    locale?: "nl";
}, {}>;
