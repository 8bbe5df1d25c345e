export { panelsconsenttitle2 as "panelsConsentTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Panelsconsenttitle2Inputs = {};
/**

* @param {Panelsconsenttitle2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const panelsconsenttitle2: ((inputs?: Panelsconsenttitle2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Panelsconsenttitle2Inputs, {
    locale?: "nl";
}, {}>;
