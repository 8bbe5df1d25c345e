export { contenttableofcontentstitle4 as "contentTableOfContentsTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contenttableofcontentstitle4Inputs = {};
/**

* @param {Contenttableofcontentstitle4Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const contenttableofcontentstitle4: ((inputs?: Contenttableofcontentstitle4Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contenttableofcontentstitle4Inputs, {
    locale?: "nl";
}, {}>;
