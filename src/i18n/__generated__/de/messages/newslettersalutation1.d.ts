export { newslettersalutation1 as "newsletterSalutation" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newslettersalutation1Inputs = {};
/**

* @param {Newslettersalutation1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const newslettersalutation1: ((inputs?: Newslettersalutation1Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newslettersalutation1Inputs, {
    locale?: "de";
}, {}>;
