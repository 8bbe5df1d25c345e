export { customertilebalance2 as "customerTileBalance" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customertilebalance2Inputs = {};
/**

* @param {Customertilebalance2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const customertilebalance2: ((inputs?: Customertilebalance2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customertilebalance2Inputs, {
    locale?: "de";
}, {}>;
