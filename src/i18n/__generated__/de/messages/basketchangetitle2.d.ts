export { basketchangetitle2 as "basketChangeTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketchangetitle2Inputs = {};
/**

* @param {Basketchangetitle2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const basketchangetitle2: ((inputs?: Basketchangetitle2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketchangetitle2Inputs, {
    locale?: "de";
}, {}>;
