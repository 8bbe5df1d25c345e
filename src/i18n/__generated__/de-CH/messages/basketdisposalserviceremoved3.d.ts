export { basketdisposalserviceremoved3 as "basketDisposalServiceRemoved" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketdisposalserviceremoved3Inputs = {};
/**

* @param {Basketdisposalserviceremoved3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const basketdisposalserviceremoved3: ((inputs?: Basketdisposalserviceremoved3Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketdisposalserviceremoved3Inputs, {
    locale?: "de-CH";
}, {}>;
