export { catalogueorderfirstname3 as "catalogueOrderFirstName" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Catalogueorderfirstname3Inputs = {};
/**

* @param {Catalogueorderfirstname3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const catalogueorderfirstname3: ((inputs?: Catalogueorderfirstname3Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalogueorderfirstname3Inputs, {
    locale?: "sk";
}, {}>;
