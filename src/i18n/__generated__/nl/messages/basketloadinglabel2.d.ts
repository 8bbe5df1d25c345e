export { basketloadinglabel2 as "basketLoadingLabel" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketloadinglabel2Inputs = {};
/**

* @param {Basketloadinglabel2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const basketloadinglabel2: ((inputs?: Basketloadinglabel2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketloadinglabel2Inputs, {
    locale?: "nl";
}, {}>;
