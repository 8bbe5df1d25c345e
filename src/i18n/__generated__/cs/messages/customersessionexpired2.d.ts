export { customersessionexpired2 as "customerSessionExpired" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customersessionexpired2Inputs = {};
/**

* @param {Customersessionexpired2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const customersessionexpired2: ((inputs?: Customersessionexpired2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customersessionexpired2Inputs, {
    locale?: "cs";
}, {}>;
