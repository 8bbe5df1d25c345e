export { panelsconsenttitle2 as "panelsConsentTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Panelsconsenttitle2Inputs = {};
/**

* @param {Panelsconsenttitle2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const panelsconsenttitle2: ((inputs?: Panelsconsenttitle2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Panelsconsenttitle2Inputs, {
    locale?: "fr";
}, {}>;
