export { customertilehelptext3 as "customerTileHelpText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customertilehelptext3Inputs = {};
/**

* @param {Customertilehelptext3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const customertilehelptext3: ((inputs?: Customertilehelptext3Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customertilehelptext3Inputs, {
    locale?: "nl";
}, {}>;
